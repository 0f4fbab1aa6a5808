import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { newVersionNotice } from '../../common/apiMessages';
import { paths } from '../../common/paths';
import '../components/kit/button.css';

// A new deployment renames the lazy chunks; reloading fetches the current ones.
const chunkGoneMessage = /Loading chunk|ChunkLoadError|Failed to fetch dynamically imported module/i;

/**
 * The code or the contract she is running is older than the server's: a new deployment renamed the lazy
 * chunks, or the server no longer answers her portal's contract (426, src/api/portalOutdated.ts).
 * Reloading fetches the current portal.
 */
export function NewVersionNotice() {
  return (
    <main className="placeholder-page" role="alert">
      <h1>{newVersionNotice.title}</h1>
      <p>{newVersionNotice.action}</p>
      <p>
        <a className="kit-btn kit-btn-primary" href={window.location.href}>
          Volver a cargar
        </a>
      </p>
    </main>
  );
}

/** Any error while loading or rendering a page: a Spanish message and a way back, never a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  if (error instanceof Error && chunkGoneMessage.test(error.message)) return <NewVersionNotice />;
  return (
    <main className="placeholder-page" role="alert">
      <h1>Algo salió mal</h1>
      <p>No pudimos mostrar esta página. Por favor intenta nuevamente.</p>
      <p>
        <a className="kit-btn kit-btn-primary" href={paths.dashboard}>
          Ir a mi portal
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
