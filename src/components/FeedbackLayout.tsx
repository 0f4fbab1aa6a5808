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
