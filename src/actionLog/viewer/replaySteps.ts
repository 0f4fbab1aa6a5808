import type { RootState } from '../../app/rootReducer';
import { paths } from '../../../common/paths';
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
 * The log records events, not URLs: by default the viewer opens the screen the state suggests, and
 * the tester can pick any other route.
 */
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
