import './display.css';

/** antd's active Skeleton (a title and three lines). */
export function Skeleton() {
  return (
    <div className="kit-skeleton">
      <span className="kit-skeleton-title" />
      <span />
      <span />
      <span className="kit-skeleton-last" />
    </div>
  );
}
