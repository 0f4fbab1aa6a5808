import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Outlet, useNavigate, type RouteObject } from 'react-router-dom';
import { LoadingShell } from '../../../src/app/LoadingShell';
import { lazyPage } from '../../../src/firstPaint/lazyPage';
import { renderApp } from '../renderApp';

/** A page's code that arrives (or fails) when the test says so. */
function deferredChunk() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<{ Page: () => React.ReactElement }>((res, rej) => {
    resolve = () => res({ Page: () => <h1>Página nueva</h1> });
    reject = rej;
  });
  return { load: () => promise, resolve, reject };
}

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      Ir
    </button>
  );
}

/** As in src/app/routes.tsx: the next page sits in another layout, under a Suspense showing the loading shell. */
function twoPages(next: React.ReactElement): RouteObject[] {
  return [
    { path: '/antes', element: <GoTo to="/despues" /> },
    {
      element: (
        <Suspense fallback={<LoadingShell />}>
          <Outlet />
        </Suspense>
      ),
      children: [{ path: '/despues', element: next }],
    },
  ];
}

function Broken(): React.ReactElement {
  throw new Error('render failed');
}

describe('the portal router (declarative react-router)', () => {
  // The boundary logs what it caught, as RouteError did.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps the page she leaves on screen until the next page’s code has arrived, as the data router did', async () => {
    const chunk = deferredChunk();
    const Next = lazyPage(chunk.load, (m) => m.Page);
    const { router } = renderApp('/antes', { routes: twoPages(<Next />) });
    act(() => screen.getByRole('button', { name: 'Ir' }).click());
    // Waiting for the code: the old page, never a loading screen.
    expect(router.state.navigation.location?.pathname).toBe('/despues');
    expect(screen.getByRole('button', { name: 'Ir' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(router.state.location.pathname).toBe('/antes');
    await act(async () => chunk.resolve());
    expect(await screen.findByRole('heading', { name: 'Página nueva' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/despues');
  });

  it('says a new version is out when a page’s code can no longer be downloaded, with a link to reload', async () => {
    const chunk = deferredChunk();
    const Next = lazyPage(chunk.load, (m) => m.Page);
    renderApp('/antes', { routes: twoPages(<Next />) });
    act(() => screen.getByRole('button', { name: 'Ir' }).click());
    const chunkLoadError = Object.assign(new Error('Loading chunk 812 failed.\n(error: /assets/812.js)'), { name: 'ChunkLoadError' });
    await act(async () => chunk.reject(chunkLoadError));
    expect(await screen.findByRole('heading', { name: 'Hay una nueva versión del portal' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Vuelve a cargar la página para continuar.');
    expect(screen.getByRole('link', { name: 'Volver a cargar' })).toHaveAttribute('href', window.location.href);
  });

  it('shows "Algo salió mal" with a way back to her portal when a page fails to render, and recovers on the next move', async () => {
    const { router } = renderApp('/roto', {
      routes: [
        { path: '/roto', element: <Broken /> },
        { path: '/bien', element: <h1>Página sana</h1> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos mostrar esta página. Por favor intenta nuevamente.');
    expect(screen.getByRole('link', { name: 'Ir a mi portal' })).toHaveAttribute('href', '/dashboard');
    await router.navigate('/bien');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Página sana' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
