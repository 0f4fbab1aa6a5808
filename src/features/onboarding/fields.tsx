import { useField, useFormikContext } from 'formik';
import { shownError } from '../../components/form/fieldErrors';
import { Button } from '../../components/kit/Button';
import { CheckboxGroup, RadioGroup } from '../../components/kit/Choice';
import { Input, TextArea } from '../../components/kit/Input';
import { emptyMedication } from './steps/personalHistory';
import type { FieldDef, MedicationRow, ShowWhen } from './steps/types';

type Values = Record<string, unknown>;

export const fieldId = (name: string) => `campo-${name}`;
const labelId = (name: string) => `etiqueta-${name}`;
const errorId = (name: string) => `error-${name}`;

export function isShown(showWhen: ShowWhen | undefined, values: Values) {
  return !showWhen || values[showWhen.field] === showWhen.equals;
}

/**
 * A question: a label tied to its input, or for a group of options a fieldset whose legend names the
 * group (axe: every input labelled). The controls are the first-paint kit's (components/kit): any
 * antd component brings antd's theme and style engine, and the steps would not fit their 200 KB budget.
 */
function Item({ def, group, error, children }: { def: FieldDef; group?: boolean; error?: string; children: React.ReactNode }) {
  const help = (
    <>
      {def.help && <p className="onb-help">{def.help}</p>}
      {error && (
        <p id={errorId(def.name)} className="onb-error">
          {error}
        </p>
      )}
    </>
  );
  if (group) {
    return (
      <fieldset className="onb-field">
        <legend id={labelId(def.name)} className="onb-label">
          {def.label}
        </legend>
        {children}
        {help}
      </fieldset>
    );
  }
  return (
    <div className="onb-field">
      <label id={labelId(def.name)} className="onb-label" htmlFor={fieldId(def.name)}>
        {def.label}
      </label>
      {children}
      {help}
    </div>
  );
}

const yesNoOptions = [
  { value: 'si', label: 'Sí' },
  { value: 'no', label: 'No' },
];
const scaleOptions = Array.from({ length: 11 }, (_, i) => ({ value: String(i), label: String(i) }));

/** Ticking the exclusive option clears the rest; ticking any other clears it (SPEC §4 'Ninguna'). */
export function exclusiveChange(previous: string[], next: string[], exclusive?: string): string[] {
  if (!exclusive) return next;
  const added = next.filter((v) => !previous.includes(v));
  if (added.includes(exclusive)) return [exclusive];
  if (added.length) return next.filter((v) => v !== exclusive);
  return next;
}

export function QuestionField({ def }: { def: FieldDef }) {
  const formik = useFormikContext<Values>();
  const { values } = formik;
  const [field, , helpers] = useField<unknown>(def.name);
  if (!isShown(def.showWhen, values)) return null;
  const id = fieldId(def.name);
  const set = (value: unknown) => void helpers.setValue(value);
  const error = shownError(formik, def.name);
  // The control says it is wrong and is described by the message under it (what antd does for its fields).
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId(def.name) } : {};

  switch (def.kind) {
    case 'yesno':
    case 'radio':
      return (
        <Item def={def} group error={error}>
          <RadioGroup
            id={id}
            aria-labelledby={labelId(def.name)}
            {...invalid}
            options={def.kind === 'yesno' ? yesNoOptions : def.options}
            value={(field.value as string) || undefined}
            onChange={set}
          />
        </Item>
      );
    case 'scale':
      return (
        <Item def={def} group error={error}>
          <RadioGroup
            className="onb-scale"
            id={id}
            aria-labelledby={labelId(def.name)}
            {...invalid}
            buttons
            options={scaleOptions}
            value={(field.value as string) || undefined}
            onChange={set}
          />
        </Item>
      );
    case 'checkboxes':
      return (
        <Item def={def} group error={error}>
          <CheckboxGroup
            className="onb-checks"
            id={id}
            aria-labelledby={labelId(def.name)}
            {...invalid}
            options={def.options}
            value={(field.value as string[]) ?? []}
            onChange={(next) => set(exclusiveChange((field.value as string[]) ?? [], next, def.exclusive))}
          />
        </Item>
      );
    case 'select':
      // Short option lists as buttons: one tap on a phone, and no antd Select in the bundle (route budget).
      return (
        <Item def={def} group error={error}>
          <RadioGroup
            className="onb-options"
            id={id}
            aria-labelledby={labelId(def.name)}
            {...invalid}
            buttons
            options={def.options}
            value={(field.value as string) || undefined}
            onChange={set}
          />
        </Item>
      );
    case 'textarea':
      return (
        <Item def={def} error={error}>
          {/* No autoSize: its hidden measuring textarea is styled through a style attribute, which the strict CSP blocks, leaving it visible. */}
          <TextArea
            id={id}
            name={def.name}
            rows={3}
            maxLength={2000}
            placeholder={def.placeholder}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...invalid}
          />
        </Item>
      );
    case 'date':
      return (
        <Item def={def} error={error}>
          <Input
            id={id}
            name={def.name}
            type="date"
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...invalid}
          />
        </Item>
      );
    case 'text': {
      const gate = def.enabledWhenChecked;
      const enabled = !gate || ((values[gate.field] as string[] | undefined) ?? []).includes(gate.value);
      return (
        <Item def={def} error={error}>
          <Input
            id={id}
            name={def.name}
            inputMode={def.inputMode}
            maxLength={def.maxLength ?? 2000}
            placeholder={def.placeholder}
            disabled={!enabled}
            value={field.value as string}
            onChange={(e) => set(def.digitsOnly ? e.target.value.replace(/\D/g, '') : e.target.value)}
            onBlur={field.onBlur}
            {...invalid}
          />
        </Item>
      );
    }
    case 'medications':
      return <Medications name={def.name} label={def.label} rows={(field.value as MedicationRow[]) ?? []} onChange={set} error={error} />;
  }
}

const medicationColumns: Array<[keyof MedicationRow, string]> = [
  ['name', 'Nombre'],
  ['brand', 'Marca'],
  ['dose', 'Dosis'],
  ['diagnosis', 'Diagnóstico o motivo'],
  ['duration', 'Tiempo tomándolo'],
];

function Medications({
  name,
  label,
  rows,
  onChange,
  error,
}: {
  name: string;
  label: string;
  rows: MedicationRow[];
  onChange: (rows: MedicationRow[]) => void;
  error?: string;
}) {
  const update = (index: number, key: keyof MedicationRow, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <fieldset className="onb-medications" id={fieldId(name)} aria-describedby={error ? errorId(name) : undefined}>
      <legend>{label}</legend>
      {rows.map((row, index) => (
        <div className="onb-medication" key={index} role="group" aria-label={`Medicamento ${index + 1}`}>
          <div className="onb-medication-head">
            <strong>Medicamento {index + 1}</strong>
            <Button type="link" className="onb-remove" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              Quitar
            </Button>
          </div>
          {medicationColumns.map(([key, text]) => {
            const id = `${fieldId(name)}-${index}-${key}`;
            return (
              <div className="onb-field" key={key}>
                <label className="onb-label" htmlFor={id}>
                  {text}
                </label>
                <Input id={id} maxLength={200} value={row[key]} onChange={(e) => update(index, key, e.target.value)} />
              </div>
            );
          })}
        </div>
      ))}
      <Button onClick={() => onChange([...rows, { ...emptyMedication }])}>Agregar medicamento</Button>
      {error && (
        <p id={errorId(name)} className="onb-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
