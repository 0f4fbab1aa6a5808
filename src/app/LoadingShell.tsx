/** What shows while the store rehydrates or the first page's code loads (the account screens have their own). */
export function LoadingShell() {
  return (
    <div className="page-loading" role="status">
      <span className="lite-spinner" aria-hidden="true" /> Cargando…
    </div>
  );
}
