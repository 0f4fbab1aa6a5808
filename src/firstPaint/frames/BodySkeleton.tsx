import { useLocation } from 'react-router-dom';
import { LeadQuestionsPreview } from '../../features/onboarding/LeadQuestionsPreview';
import { SuccessHeading } from '../../features/payments/SuccessHeading';
import { paths } from '../../../common/paths';
import { stepOfPath } from './stepOfPath';

/**
 * What a framed page shows in its body while the store rehydrates, the privacy-notice check answers and
 * the route's code arrives: grey bars (no text, so the frame's heading stays the largest paint). A step
 * whose largest text is a question (steps/leadQuestions.ts) shows those questions above the bars, laid
 * out as its form will lay them out. /pago-exitoso shows its heading and lead, which the page draws again
 * in the same place (unless her checkout turns out to be an OXXO voucher).
 */
export function BodySkeleton() {
  const { pathname } = useLocation();
  const step = stepOfPath[pathname];
  return (
    <>
      {step && <LeadQuestionsPreview step={step} />}
      {pathname === paths.paymentSuccess && <SuccessHeading />}
      <div className="frame-skeleton" role="status">
        <span className="visually-hidden">Cargando…</span>
        <i />
        <i />
        <i />
        <i />
        <i />
        <i />
      </div>
    </>
  );
}
