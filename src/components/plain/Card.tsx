import type { ReactNode } from 'react';
import './plain.css';

interface Props {
  title?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * antd's Card (default size, optional title) as plain HTML. antd's Card imports its Tabs and Menu (for
 * tab lists these screens never use): about 20 KB gzip of first-load JavaScript for a bordered box.
 */
export function Card({ title, className, children }: Props) {
  return (
    <div className={`plain-card-lg${className ? ` ${className}` : ''}`}>
      {title && (
        <div className="plain-card-head">
          <div className="plain-card-head-title">{title}</div>
        </div>
      )}
      <div className="plain-card-body">{children}</div>
    </div>
  );
}
