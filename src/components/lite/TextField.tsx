import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import './fieldError.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
  /** Shown under the field while it is wrong; the input is then marked invalid and described by it. */
  error?: string;
}

/** A labelled input bound to formik by name (plain HTML: the account screens load no antd). */
export function TextField({ name, label, hint, error, id, 'aria-describedby': describedBy, ...rest }: Props) {
  const [field] = useField(name);
  const inputId = id ?? `field-${name}`;
  const described = [describedBy, hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ');
  return (
    <div className="lite-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        {...field}
        value={field.value ?? ''}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        {...rest}
      />
      {hint && (
        <small id={`${inputId}-hint`} className="lite-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${inputId}-error`} className="lite-field-error">
          {error}
        </small>
      )}
    </div>
  );
}
