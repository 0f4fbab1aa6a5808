import type { ReactNode } from 'react';
import './card.css';

interface Props {
  title?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * antd's Card (default size, optional title). antd's own imports its Tabs and Menu, for tab lists these
 * screens never use: about 20 KB gzip of first-load JavaScript for a bordered box.
 */
export function Card({ title, className, children }: Props) {
  return (
    <div className={className ? `kit-card ${className}` : 'kit-card'}>
      {title && (
        <div className="kit-card-head">
          <div className="kit-card-head-title">{title}</div>
        </div>
      )}
      <div className="kit-card-body">{children}</div>
    </div>
  );
}
