import { Outlet } from 'react-router-dom';
import { AntdConfig } from './AntdConfig';
import { FeedbackProvider } from './feedback';

/**
 * Layout route for every screen built with Ant Design. It is a lazy chunk of its own, so the login
 * and registration screens (plain HTML and CSS) never download antd: the 170 KB first-load budget.
 */
export function AntdProviders({ children }: { children: React.ReactNode }) {
  return (
    <AntdConfig>
      <FeedbackProvider>
        <div className="antd-app">{children}</div>
      </FeedbackProvider>
    </AntdConfig>
  );
}

export default function AntdShell() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
