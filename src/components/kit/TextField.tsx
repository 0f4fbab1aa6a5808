import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import './field.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
  /** Shown under the field while it is wrong; the input is then marked invalid and described by it. */
  error?: string;
}

/** A labelled Input bound to formik by name: the label above, a hint and the error under it. */
export function TextField({ name, label, hint, error, id, className, 'aria-describedby': describedBy, ...rest }: Props) {
  const [field] = useField(name);
  const inputId = id ?? `field-${name}`;
  const described = [describedBy, hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ');
  return (
    <div className="kit-field">
      <label className="kit-field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        {...field}
        value={field.value ?? ''}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        className={className ? `kit-input ${className}` : 'kit-input'}
        {...rest}
      />
      {hint && (
        <small id={`${inputId}-hint`} className="kit-field-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${inputId}-error`} className="kit-field-error">
          {error}
        </small>
      )}
    </div>
  );
}
