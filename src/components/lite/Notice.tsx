import type { ReactNode } from 'react';

export type NoticeKind = 'error' | 'warning' | 'success' | 'info';

export interface NoticeMessage {
  kind: NoticeKind;
  title?: string;
  text: string;
  /** Bullet lines under the text (the failing password rules). */
  items?: string[];
}

/** A message in the page, announced to screen readers (errors interrupt, the rest wait their turn). */
export function Notice({ notice, onClose, children }: { notice: NoticeMessage; onClose?: () => void; children?: ReactNode }) {
  return (
    <div className={`lite-notice lite-notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <div>
        {notice.title && <strong className="lite-notice-title">{notice.title}</strong>}
        <p>{notice.text}</p>
        {notice.items && notice.items.length > 0 && (
          <ul>
            {notice.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {children}
      </div>
      {onClose && (
        <button type="button" className="lite-notice-close" aria-label="Cerrar mensaje" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
