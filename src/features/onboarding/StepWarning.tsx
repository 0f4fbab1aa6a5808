import { useEffect, useEffectEvent, useRef } from 'react';
import { useFormikContext } from 'formik';
import { focusFirst } from '../../components/form/focus';
import { useSendEnded } from '../../components/form/fieldErrors';
import { useFeedback } from '../../components/feedback';
import { fieldId, isShown } from './fields';
import { messages, warningTitle } from './steps/messages';
import { firstProblem } from './steps/rules';
import type { StepDef } from './steps/types';

type Values = Record<string, unknown>;
const key = 'onboarding-step-warning';

/**
 * The step's warning when Siguiente finds answers missing or wrong (SPEC §5: 'Campo incompleto' or
 * 'Campos incompletos' with its message), naming those questions by their labels, with focus on the first.
 * It follows her answers while it is up: it lists what is still wrong and closes once nothing is.
 */
export function StepWarning({ def }: { def: StepDef<Values> }) {
  const { notification } = useFeedback();
  const formik = useFormikContext<Values>();
  const open = useRef(false);
  const questions = def.sections.flatMap((s) => s.fields);
  const wrong = questions.filter((q) => isShown(q.showWhen, formik.values) && formik.errors[q.name]);

  const show = (labels: string[], problem: string) => {
    open.current = true;
    notification.warning({
      key,
      title: warningTitle(problem),
      description: (
        <>
          <p>{problem}</p>
          <p>{labels.length === 1 ? 'Falta o hay que revisar esta pregunta:' : 'Faltan o hay que revisar estas preguntas:'}</p>
          <ul className="onb-warning-list">
            {labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      ),
      duration: 5,
      onClose: () => {
        open.current = false;
      },
    });
  };

  useSendEnded(formik, () => {
    if (wrong.length === 0) return;
    show(
      wrong.map((q) => q.label),
      firstProblem(def.schema, formik.values) ?? messages.required,
    );
    focusFirst(wrong.map((q) => fieldId(q.name)));
  });

  const labels = wrong.map((q) => q.label).join('\n');
  const follow = useEffectEvent(() => {
    if (!open.current) return;
    if (wrong.length === 0) {
      open.current = false;
      notification.destroy(key);
    } else
      show(
        wrong.map((q) => q.label),
        firstProblem(def.schema, formik.values) ?? messages.required,
      );
  });
  useEffect(() => {
    follow();
  }, [labels]);

  return null;
}
