import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './field.css';

const withKit = (className?: string) => (className ? `kit-input ${className}` : 'kit-input');

/** antd's outlined Input; like antd's, an undefined value shows as empty (still controlled). */
export function Input({ className, value, type = 'text', ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...rest} type={type} value={value ?? ''} className={withKit(className)} />;
}

/** antd's Input.TextArea (no autoSize: its measuring copy is styled inline, which the strict CSP blocks). */
export function TextArea({ className, value, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...rest} value={value ?? ''} className={withKit(className)} />;
}
