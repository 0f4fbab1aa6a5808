import { useState } from 'react';
import { Alert, Button } from 'antd';
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
  const [missing, setMissing] = useState(false);
  const [submit, { isLoading, isError }] = useSubmitMrsMutation();
  const answered = answers.filter((a) => a !== undefined).length;

  const save = async () => {
    if (answers.some((a) => a === undefined)) {
      setMissing(true);
      return;
    }
    setMissing(false);
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
            <fieldset className={missing && answers[i] === undefined ? 'mrs-item mrs-item-missing' : 'mrs-item'}>
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
