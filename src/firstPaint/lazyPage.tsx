import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';

/** A route's page whose code is a chunk of its own; `preload` is null once the code is there. */
export type LazyPage = ComponentType & { preload: () => Promise<void> | null };

/**
 * A page loaded on demand, like React.lazy, but which renders at once (no suspension) when its code is
 * already there: the router (PortalRouter) loads the next page's code before it moves, as the data
 * router's route `lazy` did, so the page she leaves stays on screen until the next one can paint.
 * A failed download throws to the error boundary (RouteError), which offers to reload the page.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    if (Loaded) return null;
    loading ??= load().then(
      (m) => {
        Loaded = pick(m);
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // Only while the code is on its way (the first page of a visit, before PortalRouter waited for it).
  const Pending = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function Page() {
    return Loaded ? <Loaded /> : <Pending />;
  }
  return Object.assign(Page, { preload });
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && typeof (type as Partial<LazyPage>).preload === 'function';
}

/** The code the pages at `location` still have to download, or null when they can render now. */
export function pendingPageCode(routes: RouteObject[], location: Partial<Location>): Promise<unknown> | null {
  const pending = (matchRoutes(routes, location) ?? [])
    .map((match) => (match.route.element as ReactElement | undefined)?.type)
    .filter(isLazyPage)
    .map((page) => page.preload())
    .filter((loading) => loading !== null);
  return pending.length > 0 ? Promise.all(pending) : null;
}
