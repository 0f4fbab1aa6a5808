import { useId, useState } from 'react';
import { Alert, Button } from 'antd';
import { useSaveHotFlashDayMutation, type HotFlashDay } from '../../api';
import { focusFirst } from '../../components/form/focus';
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
type Field = 'day' | Count | `hfrdis-${number}`;

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

/** Each wrong field's message, in the order of the form. */
function check(v: Values, today: string, earliestDay: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.day) || v.day > today || v.day < earliestDay)
    errors.day = `Elige un día entre el ${formatCalendarDate(earliestDay)} y hoy.`;
  for (const { name } of COUNTS) if (!wholeIn(v[name], HOT_FLASH_MAX_PER_DAY)) errors[name] = countMessage;
  if (v.hfrdisOn) v.hfrdis.forEach((a, i) => !wholeIn(a, HFRDIS_MAX_ANSWER) && (errors[`hfrdis-${i}`] = hfrdisMessage));
  return errors;
}

/**
 * One day of her diary: how many hot flashes of each grade, and night sweats, with the optional
 * interference scale. A day she already logged is filled in and replaced on save. Plain inputs, like the
 * weight form: antd's number input would be split into a chunk shared with onboarding.
 */
export function HotFlashDayForm({ openmrsId, today, earliestDay, days, onSaved }: Props) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => {
    const logged = days.find((d) => d.day === today);
    return logged ? valuesOf(logged) : emptyValues(today);
  });
  // Once she tried to save, the errors follow what she types: a corrected field loses its message at once.
  const [attempted, setAttempted] = useState(false);
  const [save, { isLoading, isError }] = useSaveHotFlashDayMutation();
  const allErrors = check(values, today, earliestDay);
  const errors = attempted ? allErrors : {};
  const logged = days.some((d) => d.day === values.day);

  const chooseDay = (day: string) => {
    const entry = days.find((d) => d.day === day);
    setValues(entry ? valuesOf(entry) : { ...emptyValues(day), hfrdisOn: values.hfrdisOn });
  };

  const submit = async () => {
    setAttempted(true);
    const wrong = Object.keys(allErrors) as Field[];
    if (wrong.length) {
      focusFirst(wrong.map((f) => `${id}-${f}`));
      return;
    }
    const result = await save({
      openmrsId,
      hotFlashDayRequest: {
        day: values.day,
        mild: Number(values.mild),
        moderate: Number(values.moderate),
        severe: Number(values.severe),
        nightSweats: Number(values.nightSweats),
        hfrdis: values.hfrdisOn ? values.hfrdis.map(Number) : null,
      },
    });
    if ('data' in result) {
      setAttempted(false);
      onSaved(values.day);
    }
  };

  const input = (field: Field, label: string, value: string, onChange: (text: string) => void, hint?: string) => (
    <div className="weight-field" key={field}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && !errors[field] && (
        <span id={`${id}-${field}-hint`} className="tracking-hint">
          {hint}
        </span>
      )}
      {errors[field] && (
        <span id={`${id}-${field}-error`} className="weight-field-error">
          {errors[field]}
        </span>
      )}
    </div>
  );

  return (
    <form
      className="weight-form hot-flash-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`}>Anotar un día de bochornos</h3>
      <div className="weight-field">
        <label htmlFor={`${id}-day`}>Día</label>
        <input
          id={`${id}-day`}
          type="date"
          min={earliestDay}
          max={today}
          value={values.day}
          aria-invalid={errors.day ? true : undefined}
          aria-describedby={errors.day ? `${id}-day-error` : `${id}-day-hint`}
          onChange={(e) => chooseDay(e.target.value)}
        />
        {!errors.day && (
          <span id={`${id}-day-hint`} className="tracking-hint">
            {logged ? 'Ya anotaste este día: al guardar, se reemplaza lo que escribiste.' : 'Hoy o un día anterior que quieras anotar.'}
          </span>
        )}
        {errors.day && (
          <span id={`${id}-day-error`} className="weight-field-error">
            {errors.day}
          </span>
        )}
      </div>
      <fieldset className="hot-flash-counts">
        <legend>¿Cuántos bochornos tuviste ese día, de día y de noche?</legend>
        <div className="weight-form-fields">
          {COUNTS.map(({ name, label, hint }) =>
            input(name, label, values[name], (text) => setValues((prev) => ({ ...prev, [name]: text })), hint),
          )}
        </div>
      </fieldset>
      <label className="hot-flash-toggle">
        <input type="checkbox" checked={values.hfrdisOn} onChange={(e) => setValues((prev) => ({ ...prev, hfrdisOn: e.target.checked }))} />
        <span>Responder también cuánto interfieren los bochornos en tu vida (opcional, una vez por semana)</span>
      </label>
      {values.hfrdisOn && (
        <fieldset className="hot-flash-counts">
          <legend>{HFRDIS_QUESTION}</legend>
          <p className="tracking-hint">{HFRDIS_SCALE_HINT}</p>
          <div className="weight-form-fields hfrdis-fields">
            {hfrdisItems.map((item, i) =>
              input(`hfrdis-${i}`, item, values.hfrdis[i], (text) =>
                setValues((prev) => ({ ...prev, hfrdis: prev.hfrdis.map((a, j) => (j === i ? text : a)) })),
              ),
            )}
          </div>
        </fieldset>
      )}
      {isError && <Alert type="error" showIcon role="alert" title="No se pudo guardar tu día. Por favor intenta nuevamente." />}
      <div className="tracking-actions">
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Guardar día
        </Button>
      </div>
    </form>
  );
}
