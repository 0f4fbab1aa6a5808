import type { Location } from 'react-router-dom';
import { navigated, type NavigatedPayload } from '../lib/events';
import type { PortalHistory } from './PortalRouter';
import type { AppDispatch } from './store';

export function navigationOf(location: Pick<Location, 'pathname' | 'search'>, action: NavigatedPayload['action']): NavigatedPayload {
  return { path: location.pathname, query: Object.fromEntries(new URLSearchParams(location.search)), action };
}

/**
 * The page she arrived on and every move after it become events, so a replay opens the screen she was on at
 * each step. Heard from the history itself, before the next page's code loads or renders, so a move comes in
 * the log before what the page it leads to dispatches.
 */
export function recordNavigation(dispatch: AppDispatch, history: PortalHistory): () => void {
  dispatch(navigated(navigationOf(history.location, 'POP')));
  return history.listen(({ action, location }) => dispatch(navigated(navigationOf(location, action))));
}
