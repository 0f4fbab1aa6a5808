import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { Spin } from './Spin';
import './button.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default' | 'link';
  htmlType?: 'button' | 'submit';
  danger?: boolean;
  block?: boolean;
  /** As antd's: a spinner, and a second click (a second submit) is ignored while it shows. */
  loading?: boolean;
  /** Said in place of the label while loading, for a request she waits on ("Creando cuenta..."). */
  loadingText?: string;
}

/** antd's Button without antd's code, for the screens whose first paint carries none of antd. */
export function Button({
  type = 'default',
  htmlType = 'button',
  danger,
  block,
  loading,
  loadingText,
  className,
  onClick,
  children,
  ...rest
}: Props) {
  const classes = [
    'kit-btn',
    `kit-btn-${type}`,
    danger && 'kit-btn-danger',
    block && 'kit-btn-block',
    loading && 'kit-btn-loading',
    className,
  ];
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button {...rest} type={htmlType} className={classes.filter(Boolean).join(' ')} aria-busy={loading || undefined} onClick={click}>
      {loading && <Spin />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
