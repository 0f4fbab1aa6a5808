import { useId, useState } from 'react';
import { Alert, Button } from 'antd';
import { focusFirst } from '../../components/form/focus';
import { useSubmitMrsMutation, type MrsAssessment } from '../../api';
import { MRS_QUESTION, mrsItems, mrsLevels } from './mrsItems';

interface Props {
  openmrsId: string;
  onSaved: (assessment: MrsAssessment) => void;
  onCancel?: () => void;
}

/**
 * The 11 MRS items, one group of five levels each; the server scores what she answers. Plain radio
 * inputs: antd's Radio would be split into a chunk shared with onboarding, growing its first load.
 */
export function MrsForm({ openmrsId, onSaved, onCancel }: Props) {
  const [answers, setAnswers] = useState<Array<number | undefined>>(() => mrsItems.map(() => undefined));
  const id = useId();
  const itemId = (i: number) => `${id}-item-${i + 1}`;
  // After a send she tried, what is missing follows her answers: an item answered loses its mark at once.
  const [attempted, setAttempted] = useState(false);
  const [submit, { isLoading, isError }] = useSubmitMrsMutation();
  const answered = answers.filter((a) => a !== undefined).length;
  const unanswered = answers.flatMap((a, i) => (a === undefined ? [i] : []));
  const missing = attempted && unanswered.length > 0;

  const save = async () => {
    setAttempted(true);
    if (unanswered.length > 0) {
      focusFirst([itemId(unanswered[0])]);
      return;
    }
    const result = await submit({ openmrsId, mrsAnswers: { answers: answers as number[] } });
    if ('data' in result && result.data) onSaved(result.data);
  };

  return (
    <form
      className="mrs-form"
      aria-labelledby="mrs-form-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 id="mrs-form-title">{MRS_QUESTION}</h3>
      <p className="tracking-hint">
        Elige una opción en cada línea: 0 = ninguno, 4 = muy severo. Si respondes dos veces el mismo día, se guarda la última.
      </p>
      <ol className="mrs-items">
        {mrsItems.map((item, i) => (
          <li key={item.title}>
            <fieldset
              id={itemId(i)}
              className={missing && answers[i] === undefined ? 'mrs-item mrs-item-missing' : 'mrs-item'}
              aria-describedby={missing && answers[i] === undefined ? `${itemId(i)}-error` : undefined}
            >
              <legend>
                <span className="mrs-item-title">{item.title}</span> <span className="mrs-item-examples">({item.examples})</span>
              </legend>
              <div className="mrs-levels">
                {mrsLevels.map((label, value) => (
                  <label key={label} className="mrs-level">
                    <input
                      type="radio"
                      name={`mrs-item-${i + 1}`}
                      value={value}
                      checked={answers[i] === value}
                      onChange={() => setAnswers((prev) => prev.map((a, j) => (j === i ? value : a)))}
                    />
                    <span>
                      {value} · {label}
                    </span>
                  </label>
                ))}
              </div>
              {missing && answers[i] === undefined && (
                <p id={`${itemId(i)}-error`} className="mrs-item-error">
                  Elige una opción en esta línea.
                </p>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {missing && <Alert type="warning" showIcon role="alert" title={`Por favor responde las 11 preguntas (llevas ${answered} de 11).`} />}
      {isError && <Alert type="error" showIcon role="alert" title="No se pudieron guardar tus respuestas. Por favor intenta nuevamente." />}
      <div className="tracking-actions">
        {onCancel && <Button onClick={onCancel}>Cancelar</Button>}
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Guardar respuestas
        </Button>
      </div>
    </form>
  );
}
