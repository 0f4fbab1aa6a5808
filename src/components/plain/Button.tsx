import './plain.css';
import type { ButtonHTMLAttributes } from 'react';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's button types, drawn by plain.css with the theme's tokens. */
  type?: 'primary' | 'default' | 'link';
  danger?: boolean;
  block?: boolean;
}

/** antd's Button look without antd's code: the dashboard's first paint loads no antd. */
export function Button({ type = 'default', danger, block, className, ...rest }: Props) {
  const classes = ['plain-btn', `plain-btn-${type}`, danger && 'plain-btn-danger', block && 'plain-btn-block', className];
  return <button {...rest} type="button" className={classes.filter(Boolean).join(' ')} />;
}
