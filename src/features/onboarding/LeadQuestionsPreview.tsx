import type { StepId } from './onboardingSlice';
import { leadQuestions } from './steps/leadQuestions';

/**
 * A step's first questions (steps/leadQuestions.ts) laid out exactly as the step's form lays them out
 * (same elements and classes, styled by the first stylesheet), with a grey bar where her answer goes.
 * Part of the frame the HTML brings, so the questions she reads first are there before any script; when
 * the form replaces them, the same texts come back in the same place and size (no second largest paint).
 */
export function LeadQuestionsPreview({ step }: { step: StepId }) {
  const questions = leadQuestions[step];
  if (!questions) return null;
  return (
    <div className="onb-form">
      <section className="onb-section">
        {questions.map((label) => (
          <fieldset key={label} className="onb-field">
            <legend className="onb-label">{label}</legend>
            <i className="onb-choice-placeholder" />
          </fieldset>
        ))}
      </section>
    </div>
  );
}
