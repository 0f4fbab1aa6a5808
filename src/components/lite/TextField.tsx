import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
}

/** A labelled input bound to formik by name (plain HTML: the account screens load no antd). */
export function TextField({ name, label, hint, id, ...rest }: Props) {
  const [field] = useField(name);
  const inputId = id ?? `field-${name}`;
  return (
    <div className="lite-field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} {...field} value={field.value ?? ''} aria-describedby={hint ? `${inputId}-hint` : undefined} {...rest} />
      {hint && (
        <small id={`${inputId}-hint`} className="lite-hint">
          {hint}
        </small>
      )}
    </div>
  );
}
