import { useId } from 'react';
import { Form, FormikProvider, useFormik, type FormikErrors } from 'formik';
import { useSubmitMrsMutation, type MrsAssessment } from '../../api';
import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { RadioGroup } from '../../components/kit/Choice';
import { focusFirstWrongThenSubmit } from '../../components/form/fieldErrors';
import { MRS_QUESTION, mrsItems, mrsLevels } from './mrsItems';

interface Props {
  openmrsId: string;
  onSaved: (assessment: MrsAssessment) => void;
  onCancel?: () => void;
}

/** Each item's chosen level, '' while she has not answered it. */
interface Values {
  answers: string[];
}

const options = mrsLevels.map((label, value) => ({ value: String(value), label: `${value} · ${label}` }));
const MISSING = 'Elige una opción en esta línea.';

/** Sparse: an answered item has no entry, as formik reads an array's errors. */
function check({ answers }: Values): FormikErrors<Values> {
  const missing: string[] = [];
  answers.forEach((a, i) => a === '' && (missing[i] = MISSING));
  return missing.length ? { answers: missing } : {};
}

/** The 11 MRS items, one group of five levels each; the server scores what she answers. */
export function MrsForm({ openmrsId, onSaved, onCancel }: Props) {
  const id = useId();
  const itemId = (i: number) => `${id}-item-${i + 1}`;
  const [submit, { isLoading, isError }] = useSubmitMrsMutation();
  const formik = useFormik<Values>({
    initialValues: { answers: mrsItems.map(() => '') },
    // What is missing is read from the answers at each render (below); formik checks only at a send.
    validateOnChange: false,
    validateOnBlur: false,
    validate: check,
    onSubmit: async ({ answers }) => {
      const result = await submit({ openmrsId, mrsAnswers: { answers: answers.map(Number) } });
      if ('data' in result && result.data) onSaved(result.data);
    },
  });
  const { answers } = formik.values;
  const answered = answers.filter((a) => a !== '').length;
  // After a send she tried, what is missing follows her answers: an item answered loses its mark at once.
  const missing = formik.submitCount > 0 && answered < answers.length;

  return (
    <FormikProvider value={formik}>
      <Form
        className="mrs-form"
        aria-labelledby="mrs-form-title"
        noValidate
        onSubmit={focusFirstWrongThenSubmit(
          formik.handleSubmit,
          () => check(formik.values),
          mrsItems.map((_, i) => ({ name: `answers.${i}`, id: itemId(i) })),
        )}
      >
        <h3 id="mrs-form-title">{MRS_QUESTION}</h3>
        <p className="tracking-hint">
          Elige una opción en cada línea: 0 = ninguno, 4 = muy severo. Si respondes dos veces el mismo día, se guarda la última.
        </p>
        <ol className="mrs-items">
          {mrsItems.map((item, i) => {
            const unanswered = missing && answers[i] === '';
            return (
              <li key={item.title}>
                <fieldset
                  id={itemId(i)}
                  className={unanswered ? 'mrs-item mrs-item-missing' : 'mrs-item'}
                  aria-describedby={unanswered ? `${itemId(i)}-error` : undefined}
                >
                  <legend id={`${itemId(i)}-legend`}>
                    <span className="mrs-item-title">{item.title}</span> <span className="mrs-item-examples">({item.examples})</span>
                  </legend>
                  <RadioGroup
                    className="mrs-levels"
                    aria-labelledby={`${itemId(i)}-legend`}
                    options={options}
                    value={answers[i] || undefined}
                    onChange={(value) => void formik.setFieldValue(`answers.${i}`, value)}
                  />
                  {unanswered && (
                    <p id={`${itemId(i)}-error`} className="mrs-item-error">
                      {MISSING}
                    </p>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
        {missing && <Alert type="warning" role="alert" title={`Por favor responde las 11 preguntas (llevas ${answered} de 11).`} />}
        {isError && <Alert type="error" role="alert" title="No se pudieron guardar tus respuestas. Por favor intenta nuevamente." />}
        <div className="tracking-actions">
          {onCancel && <Button onClick={onCancel}>Cancelar</Button>}
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Guardar respuestas
          </Button>
        </div>
      </Form>
    </FormikProvider>
  );
}
