import { stepIds, type StepId } from './onboardingSlice';
import { stepTitles } from './steps/titles';
import './onboarding.css';

/** Page frame of every step: the 8-step stepper, the step's heading and its content. */
export function StepLayout({ step, title, intro, children }: { step: StepId; title: string; intro?: string; children: React.ReactNode }) {
  const index = stepIds.indexOf(step);
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
        <p className="onb-counter">
          Paso {index + 1} de {stepIds.length}
        </p>
        <h1 className="onb-title">{title}</h1>
        {intro && <p className="onb-intro">{intro}</p>}
        {children}
      </div>
    </main>
  );
}
