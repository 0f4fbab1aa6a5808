import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './form.css';

/** antd's outlined Input drawn by form.css; like antd's, an undefined value shows as empty (still controlled). */
export function Input({ className, value, type = 'text', ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...rest} type={type} value={value ?? ''} className={className ? `plain-input ${className}` : 'plain-input'} />;
}

/** antd's Input.TextArea (no autoSize, no count) drawn by form.css. */
export function TextArea({ className, value, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...rest} value={value ?? ''} className={className ? `plain-input ${className}` : 'plain-input'} />;
}
