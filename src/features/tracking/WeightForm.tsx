import { useId } from 'react';
import { Form, FormikProvider, useFormik } from 'formik';
import { useAddWeightEntryMutation } from '../../api';
import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { TextField } from '../../components/kit/TextField';
import { focusFirstWrongThenSubmit } from '../../components/form/fieldErrors';

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
type Values = Record<Field, string>;
const fields = Object.keys(limits) as Field[];
const empty: Values = { weightKg: '', waistCm: '', heightCm: '' };

/** '' is no value; anything else must be a number within the field's range. */
const parse = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/** What she typed, checked: each field's problem, and the numbers to send once there is none. */
function check(values: Values, askHeight: boolean) {
  const errors: Partial<Values> = {};
  const numbers: Partial<Record<Field, number>> = {};
  for (const field of fields) {
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

/** Today's weight and optional waist; a second entry the same day replaces the first. */
export function WeightForm({ openmrsId, askHeight, onSaved }: Props) {
  const id = useId();
  const [add, { isLoading, isError }] = useAddWeightEntryMutation();
  const formik = useFormik<Values>({
    initialValues: empty,
    // Errors are computed from the values at each render (below); formik checks only at a send.
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => check(values, askHeight).errors,
    onSubmit: async (values, { resetForm }) => {
      const { numbers } = check(values, askHeight);
      const result = await add({
        openmrsId,
        weightEntryRequest: {
          weightKg: numbers.weightKg!,
          waistCm: numbers.waistCm ?? null,
          ...(numbers.heightCm !== undefined ? { heightCm: numbers.heightCm } : {}),
        },
      });
      if ('data' in result) {
        resetForm();
        onSaved();
      }
    },
  });
  // Once she tried to save, the errors follow what she types: a corrected field loses its message at once.
  const errors = formik.submitCount > 0 ? check(formik.values, askHeight).errors : {};

  const field = (name: Field, label: string, hint?: string) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      hint={errors[name] ? undefined : hint}
      error={errors[name]}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      required={name === 'weightKg'}
    />
  );

  return (
    <FormikProvider value={formik}>
      <Form
        className="weight-form"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={focusFirstWrongThenSubmit(
          formik.handleSubmit,
          () => check(formik.values, askHeight).errors,
          fields.map((name) => ({ name, id: `${id}-${name}` })),
        )}
      >
        <h3 id={`${id}-title`}>Anotar mi peso de hoy</h3>
        <div className="weight-form-fields">
          {field('weightKg', 'Peso (kg)')}
          {field('waistCm', 'Cintura (cm, opcional)')}
          {askHeight && field('heightCm', 'Estatura (cm)', 'La usamos para calcular tu índice de masa corporal (IMC).')}
        </div>
        {isError && <Alert type="error" role="alert" title="No se pudo guardar tu peso. Por favor intenta nuevamente." />}
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Guardar
        </Button>
      </Form>
    </FormikProvider>
  );
}
