/**
 * What a framed page shows in its body while the store rehydrates, the privacy-notice check answers and
 * the route's code arrives: grey bars (no text, so the frame's heading stays the largest paint).
 */
export function BodySkeleton() {
  return (
    <div className="frame-skeleton" role="status">
      <span className="visually-hidden">Cargando…</span>
      <i />
      <i />
      <i />
      <i />
      <i />
      <i />
    </div>
  );
}
