import { Spin } from '../components/kit/Spin';

/** What shows while the store rehydrates or the first page's code loads (the account screens have their own). */
export function LoadingShell() {
  return (
    <div className="page-loading" role="status">
      <Spin /> Cargando…
    </div>
  );
}
