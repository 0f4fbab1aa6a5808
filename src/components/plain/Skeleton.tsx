import './plain.css';
/** antd's active Skeleton (a title and three lines) as plain HTML. */
export function Skeleton() {
  return (
    <div className="plain-skeleton">
      <span className="plain-skeleton-title" />
      <span />
      <span />
      <span className="plain-skeleton-last" />
    </div>
  );
}
