import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import './plain.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's button types, drawn by plain.css with the theme's tokens. */
  type?: 'primary' | 'default' | 'link';
  htmlType?: 'button' | 'submit';
  danger?: boolean;
  block?: boolean;
  /** As antd's: a spinner, and clicks (a second submit) are ignored while it shows. */
  loading?: boolean;
}

/** antd's Button look without antd's code, for screens whose first paint loads no antd Button. */
export function Button({ type = 'default', htmlType = 'button', danger, block, loading, className, onClick, children, ...rest }: Props) {
  const classes = [
    'plain-btn',
    `plain-btn-${type}`,
    danger && 'plain-btn-danger',
    block && 'plain-btn-block',
    loading && 'plain-btn-loading',
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
      {loading && <span className="plain-btn-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
