import { Outlet } from 'react-router-dom';
import { FeedbackProvider } from '../../components/feedback';
import '../../components/kit/card.css';

/**
 * Layout of the payment pages, which paint without antd's providers: antd's text defaults (.antd-app)
 * and the notifications API, whose antd code (with antd's theme and stylesheet) loads only when a
 * page first shows one (a checkout that could not start).
 */
export function PaymentsFrame() {
  return (
    <FeedbackProvider>
      <div className="antd-app">
        <Outlet />
      </div>
    </FeedbackProvider>
  );
}
