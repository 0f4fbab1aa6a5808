import { useId } from 'react';
import { Form, FormikProvider, getIn, useFormik, type FormikErrors } from 'formik';
import { useSaveHotFlashDayMutation, type HotFlashDay } from '../../api';
import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { Checkbox } from '../../components/kit/Choice';
import { TextField } from '../../components/kit/TextField';
import { focusFirstWrongThenSubmit } from '../../components/form/fieldErrors';
import { HFRDIS_ITEM_COUNT, HFRDIS_MAX_ANSWER, HOT_FLASH_MAX_PER_DAY } from '../../../common/hotFlashes';
import { formatCalendarDate } from '../../../common/dates.gen';
import { HFRDIS_QUESTION, HFRDIS_SCALE_HINT, hfrdisItems } from './hfrdisItems';

interface Props {
  openmrsId: string;
  /** Today and the earliest day she may log, as the server counts them. */
  today: string;
  earliestDay: string;
  /** Her logged days: choosing one of them fills the form with what she wrote, to correct it. */
  days: readonly HotFlashDay[];
  onSaved: (day: string) => void;
}

const COUNTS = [
  { name: 'mild', label: 'Leves', hint: 'Calor sin sudor.' },
  { name: 'moderate', label: 'Moderados', hint: 'Calor con sudor; puedes seguir con lo que haces.' },
  { name: 'severe', label: 'Severos', hint: 'Calor con sudor que te obliga a detenerte.' },
  { name: 'nightSweats', label: 'Sudores nocturnos', hint: 'Veces que el sudor te despertó anoche.' },
] as const;
type Count = (typeof COUNTS)[number]['name'];
type Values = { day: string; hfrdisOn: boolean; hfrdis: string[] } & Record<Count, string>;

/** The fields in the order she sees them (formik's names): focus goes to the first wrong one. */
const ORDER = ['day', ...COUNTS.map((c) => c.name), ...hfrdisItems.map((_, i) => `hfrdis.${i}`)];

const countMessage = `Escribe un número entero entre 0 y ${HOT_FLASH_MAX_PER_DAY}.`;
const hfrdisMessage = `Escribe un número entero del 0 al ${HFRDIS_MAX_ANSWER}.`;
const wholeIn = (text: string, max: number) => /^\d{1,2}$/.test(text.trim()) && Number(text) <= max;

const emptyValues = (day: string): Values => ({
  day,
  mild: '0',
  moderate: '0',
  severe: '0',
  nightSweats: '0',
  hfrdisOn: false,
  hfrdis: Array.from({ length: HFRDIS_ITEM_COUNT }, () => ''),
});
const valuesOf = (d: HotFlashDay): Values => ({
  day: d.day,
  mild: String(d.mild),
  moderate: String(d.moderate),
  severe: String(d.severe),
  nightSweats: String(d.nightSweats),
  hfrdisOn: d.hfrdis !== null,
  hfrdis: d.hfrdis ? d.hfrdis.map(String) : Array.from({ length: HFRDIS_ITEM_COUNT }, () => ''),
});

/** Each wrong field's message (the interference answers by their place in `hfrdis`). */
function check(v: Values, today: string, earliestDay: string): FormikErrors<Values> {
  const errors: FormikErrors<Values> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.day) || v.day > today || v.day < earliestDay)
    errors.day = `Elige un día entre el ${formatCalendarDate(earliestDay)} y hoy.`;
  for (const { name } of COUNTS) if (!wholeIn(v[name], HOT_FLASH_MAX_PER_DAY)) errors[name] = countMessage;
  // Sparse: a right answer has no entry, as formik reads an array's errors.
  const hfrdis: string[] = [];
  if (v.hfrdisOn) v.hfrdis.forEach((a, i) => !wholeIn(a, HFRDIS_MAX_ANSWER) && (hfrdis[i] = hfrdisMessage));
  if (hfrdis.length) errors.hfrdis = hfrdis;
  return errors;
}

/**
 * One day of her diary: how many hot flashes of each grade, and night sweats, with the optional
 * interference scale. A day she already logged is filled in and replaced on save.
 */
export function HotFlashDayForm({ openmrsId, today, earliestDay, days, onSaved }: Props) {
  const id = useId();
  const idOf = (name: string) => `${id}-${name.replace('.', '-')}`;
  const [save, { isLoading, isError }] = useSaveHotFlashDayMutation();
  const formik = useFormik<Values>({
    initialValues: (() => {
      const logged = days.find((d) => d.day === today);
      return logged ? valuesOf(logged) : emptyValues(today);
    })(),
    // Errors are computed from the values at each render (below); formik checks only at a send.
    validateOnChange: false,
    validateOnBlur: false,
    validate: (v) => check(v, today, earliestDay),
    onSubmit: async (v, { resetForm }) => {
      const result = await save({
        openmrsId,
        hotFlashDayRequest: {
          day: v.day,
          mild: Number(v.mild),
          moderate: Number(v.moderate),
          severe: Number(v.severe),
          nightSweats: Number(v.nightSweats),
          hfrdis: v.hfrdisOn ? v.hfrdis.map(Number) : null,
        },
      });
      if ('data' in result) {
        resetForm({ values: v });
        onSaved(v.day);
      }
    },
  });
  const { values, setValues, setFieldValue } = formik;
  // Once she tried to save, the errors follow what she types: a corrected field loses its message at once.
  const errors = formik.submitCount > 0 ? check(values, today, earliestDay) : {};
  const errorOf = (name: string) => (getIn(errors, name) as string | undefined) || undefined;
  const logged = days.some((d) => d.day === values.day);

  const chooseDay = (day: string) => {
    const entry = days.find((d) => d.day === day);
    void setValues(entry ? valuesOf(entry) : { ...emptyValues(day), hfrdisOn: values.hfrdisOn });
  };

  const number = (name: string, label: string, hint?: string) => (
    <TextField
      key={name}
      id={idOf(name)}
      name={name}
      label={label}
      hint={errorOf(name) ? undefined : hint}
      error={errorOf(name)}
      type="text"
      inputMode="numeric"
      autoComplete="off"
    />
  );

  return (
    <FormikProvider value={formik}>
      <Form
        className="weight-form hot-flash-form"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={focusFirstWrongThenSubmit(
          formik.handleSubmit,
          () => check(values, today, earliestDay),
          ORDER.map((name) => ({ name, id: idOf(name) })),
        )}
      >
        <h3 id={`${id}-title`}>Anotar un día de bochornos</h3>
        {/* Native date input: phones show their own picker. */}
        <TextField
          id={idOf('day')}
          name="day"
          label="Día"
          type="date"
          min={earliestDay}
          max={today}
          hint={
            errors.day
              ? undefined
              : logged
                ? 'Ya anotaste este día: al guardar, se reemplaza lo que escribiste.'
                : 'Hoy o un día anterior que quieras anotar.'
          }
          error={errors.day}
          onChange={(e) => chooseDay(e.target.value)}
        />
        <fieldset className="hot-flash-counts">
          <legend>¿Cuántos bochornos tuviste ese día, de día y de noche?</legend>
          <div className="weight-form-fields">{COUNTS.map(({ name, label, hint }) => number(name, label, hint))}</div>
        </fieldset>
        <Checkbox className="hot-flash-toggle" checked={values.hfrdisOn} onChange={(e) => void setFieldValue('hfrdisOn', e.target.checked)}>
          Responder también cuánto interfieren los bochornos en tu vida (opcional, una vez por semana)
        </Checkbox>
        {values.hfrdisOn && (
          <fieldset className="hot-flash-counts">
            <legend>{HFRDIS_QUESTION}</legend>
            <p className="tracking-hint">{HFRDIS_SCALE_HINT}</p>
            <div className="weight-form-fields hfrdis-fields">{hfrdisItems.map((item, i) => number(`hfrdis.${i}`, item))}</div>
          </fieldset>
        )}
        {isError && <Alert type="error" role="alert" title="No se pudo guardar tu día. Por favor intenta nuevamente." />}
        <div className="tracking-actions">
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Guardar día
          </Button>
        </div>
      </Form>
    </FormikProvider>
  );
}
