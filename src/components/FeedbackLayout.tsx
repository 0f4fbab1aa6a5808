import { Outlet } from 'react-router-dom';
import { FeedbackProvider, preloadFeedback } from './feedback';
import { usePrefetch } from './usePrefetch';

const toastCode = [preloadFeedback];

/**
 * Layout route of the questionnaire and the payment pages: their toasts (antd's notification, loaded on
 * first use) come from this one provider, so a step's "Error al enviar" stays on screen on the next step,
 * whether that step is painted with antd or without. The toasts' code loads on her first sign of use.
 */
export default function FeedbackLayout() {
  usePrefetch(toastCode);
  return (
    <FeedbackProvider>
      <Outlet />
    </FeedbackProvider>
  );
}

/**
 * Layout route of the screens painted without antd (steps 1–8): antd's text colour, size and font from
 * plain.css (loaded with the screens' own widgets), where antd's shell would have set them.
 */
export function PlainFrame() {
  return (
    <div className="antd-app">
      <Outlet />
    </div>
  );
}
