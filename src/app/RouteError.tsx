import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../lib/paths';

/** Any error while loading or rendering a page: a Spanish message and a way back, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  // A new deployment renames the lazy chunks; reloading fetches the current ones.
  const chunkGone =
    error instanceof Error && /Loading chunk|ChunkLoadError|Failed to fetch dynamically imported module/i.test(error.message);
  if (error && !isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="placeholder-page" role="alert">
      <h1>{chunkGone ? 'Hay una nueva versión del portal' : 'Algo salió mal'}</h1>
      <p>{chunkGone ? 'Vuelve a cargar la página para continuar.' : 'No pudimos mostrar esta página. Por favor intenta nuevamente.'}</p>
      <p>
        <a className="lite-btn lite-btn-primary" href={chunkGone ? window.location.href : paths.dashboard}>
          {chunkGone ? 'Volver a cargar' : 'Ir a mi portal'}
        </a>
      </p>
    </main>
  );
}
