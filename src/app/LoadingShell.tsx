import { AuthLayout } from '../features/auth/AuthLayout';
import { paths } from '../lib/paths';

const accountPaths = new Set<string>([paths.root, paths.login, paths.register]);

/**
 * What shows while the store rehydrates and the first page's code loads. On the account screens it
 * is the same hero the server already put in the HTML, so nothing blinks or moves before the form.
 */
export function LoadingShell() {
  if (accountPaths.has(window.location.pathname)) return <AuthLayout>{null}</AuthLayout>;
  return (
    <div className="page-loading" role="status">
      <span className="lite-spinner" aria-hidden="true" /> Cargando…
    </div>
  );
}
