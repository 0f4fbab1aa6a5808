import type { RootState } from '../../app/rootReducer';
import { paths } from '../../../common/paths';
import { navigated, type NavigatedPayload } from '../../lib/events';
import type { ActionLogFile } from '../format';
import { preloaded, replayStep } from '../replay';

/** Every state of a log: index 0 before the first recorded action, index k after the k-th. */
export function statesOf(log: ActionLogFile): RootState[] {
  const states = [preloaded(log.initialState)];
  for (const entry of log.actions) states.push(replayStep(states[states.length - 1], entry));
  return states;
}

/** The position after the last action whose seq is at most `seq` (0 when the log starts later). */
export function positionOfSeq(log: ActionLogFile, seq: number): number {
  let position = 0;
  for (const entry of log.actions) {
    if (entry.seq > seq) break;
    position += 1;
  }
  return position;
}

/**
 * The screen she was on after the first `position` actions: the last move the log recorded (its path and
 * sanitized query), or null when the log starts before any (a log whose first moves were dropped).
 */
export function recordedRouteAt(log: ActionLogFile, position: number): string | null {
  for (let i = Math.min(position, log.actions.length) - 1; i >= 0; i -= 1) {
    const entry = log.actions[i];
    if (entry.type !== navigated.type) continue;
    const { path, query } = (entry.payload ?? {}) as Partial<NavigatedPayload>;
    if (typeof path !== 'string') continue;
    const search = new URLSearchParams(query ?? {}).toString();
    return search ? `${path}?${search}` : path;
  }
  return null;
}

/** Without a recorded move, the screen the state suggests (the tester can pick any other route). */
export function suggestedRoute(state: RootState): string {
  if (state.auth.registration.stage === 'verificacion') return paths.register;
  if (state.auth.loginMode !== 'login') return paths.login;
  return state.session.token ? paths.dashboard : paths.login;
}

/**
 * A store preloaded with a replayed state. RTK Query's middleware registers itself again in the new
 * store; a replayed registration flag (its id was redacted) would make it report a conflict.
 */
export function viewerState(state: RootState): RootState {
  return { ...state, api: { ...state.api, config: { ...state.api.config, middlewareRegistered: false } } } as RootState;
}
