import { useLocation } from 'react-router-dom';
import { LeadQuestionsPreview } from '../../features/onboarding/LeadQuestionsPreview';
import { stepOfPath } from './pageFrames';

/**
 * What a framed page shows in its body while the store rehydrates, the privacy-notice check answers and
 * the route's code arrives: grey bars (no text, so the frame's heading stays the largest paint). A step
 * whose largest text is a question (steps/leadQuestions.ts) shows those questions above the bars, laid
 * out as its form will lay them out.
 */
export function BodySkeleton() {
  const step = stepOfPath[useLocation().pathname];
  return (
    <>
      {step && <LeadQuestionsPreview step={step} />}
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
