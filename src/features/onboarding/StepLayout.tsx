import { Steps } from 'antd';
import { stepIds, type StepId } from './onboardingSlice';
import { stepTitles } from './steps';
import './onboarding.css';

/** Page frame of every step: the 8-step stepper, the step's heading and its content. */
export function StepLayout({ step, title, intro, children }: { step: StepId; title: string; intro?: string; children: React.ReactNode }) {
  const index = stepIds.indexOf(step);
  return (
    <main className="onb-page">
      <div className="onb-card">
        <p className="onb-brand">Espacios ELLA · Historia clínica</p>
        <nav aria-label="Pasos del registro">
          <Steps
            className="onb-steps"
            type="dot"
            size="small"
            responsive={false}
            current={index}
            items={stepIds.map((id) => ({ title: <span className="visually-hidden">{stepTitles[id]}</span> }))}
          />
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
