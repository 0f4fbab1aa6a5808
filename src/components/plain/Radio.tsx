import type { ChangeEvent, ReactNode } from 'react';
import './radio.css';

interface Props {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}

/**
 * antd's Radio as plain HTML, in its markup: a native radio input inside the label, so the group
 * keeps the browser's keyboard (arrow keys move the choice) and the label names the input.
 */
export function Radio({ name, value, checked, onChange, className, children }: Props) {
  const classes = ['plain-radio-wrapper', checked && 'plain-radio-wrapper-checked', className];
  return (
    <label className={classes.filter(Boolean).join(' ')}>
      <span className={`plain-radio${checked ? ' plain-radio-checked' : ''}`}>
        <input
          type="radio"
          className="plain-radio-input"
          name={name}
          value={value}
          checked={checked}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
      </span>
      <span className="plain-radio-label">{children}</span>
    </label>
  );
}
