import type { ReactNode } from 'react';
import './alert.css';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

// antd's filled circle icons (@ant-design/icons-svg), inline: the kit loads no icon package.
const icons: Record<AlertType, string> = {
  info: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  success:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
  warning:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  error:
    'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
};

interface Props {
  type: AlertType;
  title: ReactNode;
  description?: ReactNode;
  /** Bullet lines under the text (the password rules still unmet). */
  items?: readonly string[];
  action?: ReactNode;
  /** Shows antd's close button, named for a screen reader. */
  onClose?: () => void;
  /** Errors interrupt (alert), the rest wait their turn (status), unless a screen needs otherwise. */
  role?: 'alert' | 'status';
  banner?: boolean;
  className?: string;
  children?: ReactNode;
}

/** antd's Alert (icon shown) without antd's code, for every type. */
export function Alert({ type, title, description, items, action, onClose, role, banner, className, children }: Props) {
  const described = Boolean(description) || Boolean(items?.length) || Boolean(children);
  const classes = ['kit-alert', `kit-alert-${type}`, described && 'kit-alert-with-description', banner && 'kit-alert-banner', className];
  return (
    <div className={classes.filter(Boolean).join(' ')} role={role ?? (type === 'error' ? 'alert' : 'status')}>
      <svg className="kit-alert-icon" viewBox="64 64 896 896" aria-hidden="true" focusable="false">
        <path d={icons[type]} />
      </svg>
      <div className="kit-alert-content">
        <div className="kit-alert-title">{title}</div>
        {described && (
          <div className="kit-alert-description">
            {description}
            {items && items.length > 0 && (
              <ul>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {children}
          </div>
        )}
      </div>
      {action && <div className="kit-alert-action">{action}</div>}
      {onClose && (
        <button type="button" className="kit-alert-close" aria-label="Cerrar mensaje" onClick={onClose}>
          <svg viewBox="64 64 896 896" aria-hidden="true" focusable="false">
            <path d="M563.8 512l262.5-312.9c4.4-5.2.7-13.1-6.1-13.1h-79.8c-4.7 0-9.2 2.1-12.3 5.7L511.6 449.8 295.1 191.7c-3-3.6-7.5-5.7-12.3-5.7H203c-6.8 0-10.5 7.9-6.1 13.1L459.4 512 196.9 824.9A7.95 7.95 0 00203 838h79.8c4.7 0 9.2-2.1 12.3-5.7l216.5-258.1 216.5 258.1c3 3.6 7.5 5.7 12.3 5.7h79.8c6.8 0 10.5-7.9 6.1-13.1L563.8 512z" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** A message a screen decides on and keeps in its state (a failed send, the first rule broken). */
export interface AlertMessage {
  kind: AlertType;
  title?: string;
  text: string;
  items?: string[];
}

/** An AlertMessage drawn as the Alert: its title above its text when it has one. */
export function MessageAlert({ message, onClose, children }: { message: AlertMessage; onClose?: () => void; children?: ReactNode }) {
  return (
    <Alert
      type={message.kind}
      title={message.title ?? message.text}
      description={message.title ? message.text : undefined}
      items={message.items}
      onClose={onClose}
    >
      {children}
    </Alert>
  );
}
