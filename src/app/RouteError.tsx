import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { paths } from '../../common/paths';
import '../components/kit/button.css';

// A new deployment renames the lazy chunks; reloading fetches the current ones.
const chunkGoneMessage = /Loading chunk|ChunkLoadError|Failed to fetch dynamically imported module/i;

/** Any error while loading or rendering a page: a Spanish message and a way back, never a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  const chunkGone = error instanceof Error && chunkGoneMessage.test(error.message);
  return (
    <main className="placeholder-page" role="alert">
      <h1>{chunkGone ? 'Hay una nueva versión del portal' : 'Algo salió mal'}</h1>
      <p>{chunkGone ? 'Vuelve a cargar la página para continuar.' : 'No pudimos mostrar esta página. Por favor intenta nuevamente.'}</p>
      <p>
        <a className="kit-btn kit-btn-primary" href={chunkGone ? window.location.href : paths.dashboard}>
          {chunkGone ? 'Volver a cargar' : 'Ir a mi portal'}
        </a>
      </p>
    </main>
  );
}

type Props = { location: Location; children: ReactNode };
type State = { error: unknown; location: Location } | { error?: undefined; location: Location };

/**
 * Around every route (PortalRouter): a page that fails to render or whose code fails to download shows
 * RouteError in place of the whole app, as the data router's root `errorElement` did, and moving to
 * another location tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.location.key === state.location.key ? null : { error: undefined, location: props.location };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.error !== undefined ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
