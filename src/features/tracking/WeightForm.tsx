import { useId, useState } from 'react';
import { Alert, Button } from 'antd';
import { useAddWeightEntryMutation } from '../../api';
import { focusFirst } from '../../components/form/focus';

interface Props {
  openmrsId: string;
  /** Asked only when step 1 gave no usable height (BMI needs it). */
  askHeight: boolean;
  onSaved: () => void;
}

const limits = {
  weightKg: { min: 30, max: 250, message: 'Escribe un peso entre 30 y 250 kg.' },
  waistCm: { min: 40, max: 200, message: 'Escribe una medida entre 40 y 200 cm.' },
  heightCm: { min: 100, max: 250, message: 'Escribe una estatura entre 100 y 250 cm.' },
} as const;
type Field = keyof typeof limits;

/** '' is no value; anything else must be a number within the field's range. */
const parse = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/** What she typed, checked: each field's problem, and the numbers to send once there is none. */
function check(values: Record<Field, string>, askHeight: boolean) {
  const errors: Partial<Record<Field, string>> = {};
  const numbers: Partial<Record<Field, number>> = {};
  for (const field of Object.keys(limits) as Field[]) {
    if (field === 'heightCm' && !askHeight) continue;
    const n = parse(values[field]);
    const { min, max, message } = limits[field];
    if (n === undefined) {
      if (field === 'weightKg') errors[field] = message;
    } else if (!Number.isFinite(n) || n < min || n > max) errors[field] = message;
    else numbers[field] = n;
  }
  return { errors, numbers };
}

/**
 * Today's weight and optional waist; a second entry the same day replaces the first. Plain inputs:
 * antd's number input would be split into a chunk shared with onboarding, growing its first load.
 */
export function WeightForm({ openmrsId, askHeight, onSaved }: Props) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ weightKg: '', waistCm: '', heightCm: '' });
  // Once she tried to save, the errors follow what she types: a corrected field loses its message at once.
  const [attempted, setAttempted] = useState(false);
  const [add, { isLoading, isError }] = useAddWeightEntryMutation();
  const checked = check(values, askHeight);
  const errors = attempted ? checked.errors : {};

  const save = async () => {
    setAttempted(true);
    const wrong = (Object.keys(limits) as Field[]).filter((f) => checked.errors[f]);
    if (wrong.length) {
      focusFirst(wrong.map((f) => `${id}-${f}`));
      return;
    }
    const { numbers } = checked;
    const result = await add({
      openmrsId,
      weightEntryRequest: {
        weightKg: numbers.weightKg!,
        waistCm: numbers.waistCm ?? null,
        ...(numbers.heightCm !== undefined ? { heightCm: numbers.heightCm } : {}),
      },
    });
    if ('data' in result) {
      setValues({ weightKg: '', waistCm: '', heightCm: '' });
      setAttempted(false);
      onSaved();
    }
  };

  const field = (name: Field, label: string, hint?: string) => (
    <div className="weight-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined}
        required={name === 'weightKg'}
        onChange={(e) => setValues((prev) => ({ ...prev, [name]: e.target.value }))}
      />
      {hint && !errors[name] && (
        <span id={`${id}-${name}-hint`} className="tracking-hint">
          {hint}
        </span>
      )}
      {errors[name] && (
        <span id={`${id}-${name}-error`} className="weight-field-error">
          {errors[name]}
        </span>
      )}
    </div>
  );

  return (
    <form
      className="weight-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 id={`${id}-title`}>Anotar mi peso de hoy</h3>
      <div className="weight-form-fields">
        {field('weightKg', 'Peso (kg)')}
        {field('waistCm', 'Cintura (cm, opcional)')}
        {askHeight && field('heightCm', 'Estatura (cm)', 'La usamos para calcular tu índice de masa corporal (IMC).')}
      </div>
      {isError && <Alert type="error" showIcon role="alert" title="No se pudo guardar tu peso. Por favor intenta nuevamente." />}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Guardar
      </Button>
    </form>
  );
}
