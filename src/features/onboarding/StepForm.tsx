import { Formik } from 'formik';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { paths } from '../../../common/paths';
import { selectOpenmrsId, selectToken } from '../../lib/session';
import { QuestionField } from './fields';
import { savedAnswersLoaded, stepIds, stepSubmitted, type OnboardingState, type StepAnswers } from './onboardingSlice';
import { StepButtons } from './StepButtons';
import { LeadQuestionsPreview } from './LeadQuestionsPreview';
import { stepDef, stepPaths, type QuestionnaireStepId } from './steps';
import { messages } from './steps/messages';
import { stepErrors } from './steps/rules';
import { StepWarning } from './StepWarning';
import { toApiFailure } from '../../lib/apiFailure';
import { useFeedback } from '../../components/feedback';
import './onboarding.css';

const selectSaved = (step: QuestionnaireStepId) => (state: { onboarding: OnboardingState }) => state.onboarding.answers[step];

/** Answers typed on this device, else the server's copy (a new login), else what she told us elsewhere, else an empty form. */
function useSavedAnswers(step: QuestionnaireStepId) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectSaved(step));
  const token = useAppSelector(selectToken);
  const openmrsId = useAppSelector(selectOpenmrsId);
  const [loading, setLoading] = useState(!saved && Boolean(token && openmrsId));
  const [prefilled, setPrefilled] = useState<Record<string, unknown>>({});

  // Only on arrival: later changes of `saved` come from this step's own submit.
  const arrivedWithAnswers = useEffectEvent(() => Boolean(saved));
  useEffect(() => {
    if (arrivedWithAnswers() || !token || !openmrsId) return setLoading(false);
    const def = stepDef(step);
    const requests = [dispatch(def.load(openmrsId))];
    let live = true;
    requests[0]
      .unwrap()
      // 204 (null): nothing saved yet. The generated type only knows the 200 body.
      .then(async (data: unknown) => {
        if (data != null) return void dispatch(savedAnswersLoaded({ step, answers: def.fromSaved(data as never) as StepAnswers }));
        if (!def.prefill) return;
        const prefill = def.prefill;
        requests.push(dispatch(prefill.load(openmrsId)));
        const values = prefill.values((await requests[1].unwrap()) as never);
        if (live) setPrefilled(values);
      })
      .catch(() => undefined) // Offline or refused: she starts from an empty form, as before.
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
      for (const request of requests) request.unsubscribe();
    };
  }, [dispatch, step, token, openmrsId]);

  return { saved, prefilled, loading, token, openmrsId };
}

/** The one component that renders any questionnaire step from its data (docs/architecture.md). */
export function StepForm({ step }: { step: QuestionnaireStepId }) {
  const def = stepDef(step);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const { saved, prefilled, loading, token, openmrsId } = useSavedAnswers(step);
  const index = stepIds.indexOf(step);
  const previous = index > 0 ? stepPaths[stepIds[index - 1]] : null;
  const next = stepPaths[stepIds[index + 1]];

  // Formik sends only a step that passes its rules; StepWarning speaks when it does not.
  async function submit(values: Record<string, unknown>) {
    if (!token || !openmrsId) {
      notification.error({ title: messages.authTitle, duration: 5 });
    } else {
      try {
        const saved = await dispatch(def.save(openmrsId, def.toPayload(values))).unwrap();
        if (def.savedEvent) dispatch(def.savedEvent(saved));
      } catch (error) {
        // SPEC §4: the questionnaire goes on even when a step could not be sent; a refusal says why.
        const failure = toApiFailure(error);
        const description = failure.status === 400 && failure.message ? failure.message : messages.sendFailed;
        notification.error({ title: messages.sendTitle, description, duration: 5 });
      }
    }
    dispatch(stepSubmitted({ step, answers: values }));
    navigate(next);
  }

  // The page's frame (stepper, heading, intro) is the route's layout, painted from the HTML (src/firstPaint/frames).
  return (
    <>
      {loading ? (
        <>
          {/* The questions the frame showed stay in place while her answers load. */}
          <LeadQuestionsPreview step={step} />
          <p className="onb-loading" role="status">
            Cargando tus respuestas…
          </p>
        </>
      ) : (
        <Formik
          initialValues={{ ...def.initialValues, ...prefilled, ...saved }}
          validate={(values) => stepErrors(def.schema, values)}
          onSubmit={submit}
        >
          {(formik) => (
            <form className="onb-form" onSubmit={formik.handleSubmit} noValidate>
              <StepWarning def={def as never} />
              {def.sections.map((section, i) => (
                <section key={i} className="onb-section" aria-labelledby={section.title ? `seccion-${step}-${i}` : undefined}>
                  {section.title && <h2 id={`seccion-${step}-${i}`}>{section.title}</h2>}
                  {section.fields.map((field) => (
                    <QuestionField key={field.name} def={field} />
                  ))}
                </section>
              ))}
              <StepButtons
                onBack={previous ? () => navigate(previous) : undefined}
                onSkip={() => navigate(paths.dashboard)}
                submitting={formik.isSubmitting}
              />
            </form>
          )}
        </Formik>
      )}
    </>
  );
}
