import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Form } from 'antd';

interface Props {
  /** The control's id: the label points at it and the error is named after it. */
  id: string;
  label: ReactNode;
  /** The error to show now (see shownError): none, and the field looks normal again. */
  error?: string;
  /** A hint in the error's place while the field is right. */
  hint?: ReactNode;
  extra?: ReactNode;
  /** The child wraps the control (a file input and its button): the control sets its own aria attributes. */
  wrapper?: boolean;
  children: ReactNode;
}

export const errorIdOf = (id: string) => `${id}-error`;

/**
 * An antd form row for a field the form (not antd's Form store) validates: the error sits under the
 * control, and the control says it is invalid and is described by the error, as antd does for its own
 * named fields.
 */
export function FieldItem({ id, label, error, hint, extra, wrapper, children }: Props) {
  const control =
    !wrapper && isValidElement(children) && error
      ? cloneElement(children as ReactElement<Record<string, unknown>>, { 'aria-invalid': true, 'aria-describedby': errorIdOf(id) })
      : children;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorIdOf(id)}>{error}</span> : hint}
      extra={extra}
    >
      {control}
    </Form.Item>
  );
}
