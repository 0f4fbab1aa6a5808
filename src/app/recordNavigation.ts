import type { Location } from 'react-router-dom';
import { navigated, type NavigatedPayload } from '../lib/events';
import type { AppDispatch } from './store';

export interface Move {
  action: NavigatedPayload['action'];
  location: Pick<Location, 'pathname' | 'search'>;
}

export function navigationOf({ action, location }: Move): NavigatedPayload {
  return { path: location.pathname, query: Object.fromEntries(new URLSearchParams(location.search)), action };
}

/**
 * The page she arrived on and every move after it become events, so a replay opens the screen she was on at
 * each step. The router hands each move over as the history announces it, before the next page's code loads
 * or renders, so a move comes in the log before what the page it leads to dispatches.
 */
export function recordNavigation(dispatch: AppDispatch, arrival: Move['location']): (move: Move) => void {
  dispatch(navigated(navigationOf({ action: 'POP', location: arrival })));
  return (move) => dispatch(navigated(navigationOf(move)));
}
