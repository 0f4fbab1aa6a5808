import type { ReactNode } from 'react';
import { Form } from 'antd';

/** A labelled antd row for a formik field: the label points at the control and errors sit under it. */
export function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      {children}
    </Form.Item>
  );
}
