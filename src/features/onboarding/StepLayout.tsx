import { stepIds, type StepId } from './onboardingSlice';
import { PrivacyNotice } from './PrivacyNotice';
import { stepHeadings, stepTitles } from './steps/titles';

/**
 * Page frame of every step: the 8-step stepper, the step's heading and intro (step 8: the privacy notice
 * she signs), then the step's content. The frame is the same for every patient, so the server sends it
 * in the HTML and the app adopts it (src/firstPaint/frames); its styles are in the first stylesheet
 * (src/firstPaint/frames/frames.css) for that reason, and this module imports none.
 */
export function StepLayout({ step, children }: { step: StepId; children: React.ReactNode }) {
  const index = stepIds.indexOf(step);
  const { title, intro } = stepHeadings[step];
  return (
    <main className="onb-page">
      <div className="onb-card">
        <p className="onb-brand">Espacios ELLA · Historia clínica</p>
        <nav aria-label="Pasos del registro">
          {/* A plain list rather than antd Steps: the same dots in a fraction of the route's bundle. */}
          <ol className="onb-stepper">
            {stepIds.map((id, i) => (
              <li
                key={id}
                className={i < index ? 'done' : i === index ? 'current' : undefined}
                aria-current={i === index ? 'step' : undefined}
              >
                <span className="visually-hidden">{stepTitles[id]}</span>
              </li>
            ))}
          </ol>
        </nav>
        <p className="onb-counter">{`Paso ${index + 1} de ${stepIds.length}`}</p>
        <h1 className="onb-title">{title}</h1>
        {intro && <p className="onb-intro">{intro}</p>}
        {step === 'terminos-condiciones' && <PrivacyNotice />}
        {children}
      </div>
    </main>
  );
}
