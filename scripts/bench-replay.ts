/**
 * How long replaying 10,000 recorded actions takes (target: under 1 s).
 * Records a realistic mix with the real store and recorder (app events, and the RTK Query requests of
 * the journeys recorded in test/replay/fixtures), then times replayLog; prints the median of 5 runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupStore } from '../src/app/store';
import { createActionRecorder } from '../src/actionLog/recorder';
import { buildActionLog } from '../src/actionLog/exportLog';
import { replayLog } from '../src/actionLog/replay';
import { entryAction } from '../src/actionLog/fold';
import type { ActionLogFile, LogEntry } from '../src/actionLog/format';
import { replayReducer } from '../src/app/rootReducer';
import { loggedIn, loggedOut } from '../src/lib/events';
import { stepSubmitted, signatureCaptured } from '../src/features/onboarding/onboardingSlice';
import { checkoutStarted } from '../src/features/payments/paymentsSlice';
import { deepLinkSaved } from '../src/features/appointments/appointmentsSlice';

const COUNT = 10_000;

/** The journeys' own actions, minus the store's start-up (persistence and RTK Query registration). */
function journeyActions(): LogEntry[] {
  const dir = path.join(__dirname, '../test/replay/fixtures');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ActionLogFile).actions)
    .filter((a) => !a.type.startsWith('persist/') && a.type !== 'api/config/middlewareRegistered');
}

async function main(): Promise<void> {
  const recorder = createActionRecorder(replayReducer, COUNT + 10);
  const store = setupStore(undefined, { recorder });
  const recorded = journeyActions();
  for (let i = 0; store.getState() && recorder.entries().length < COUNT; i += 1) {
    if (recorded.length && i % 2 === 1) {
      store.dispatch(entryAction(recorded[(i >> 1) % recorded.length]));
      continue;
    }
    switch ((i >> 1) % 6) {
      case 0:
        store.dispatch(loggedIn({ token: `tok-${i}`, username: 'maria', roles: ['patient'] }));
        break;
      case 1:
        store.dispatch(
          stepSubmitted({
            step: 'salud-urinaria',
            answers: { frequentUrinaryInfections: 'si', nocturia: String(i % 5), notas: 'texto libre' },
          }),
        );
        break;
      case 2:
        store.dispatch(checkoutStarted('primera', 1_795_400_000_000 + i));
        break;
      case 3:
        store.dispatch(deepLinkSaved({ open: true, service: 'S', specialty: null, date: '2026-12-01', time: '10:00' }));
        break;
      case 4:
        store.dispatch(signatureCaptured({ dataUrl: 'data:image/jpeg;base64,AAAA' }));
        break;
      default:
        store.dispatch(loggedOut());
    }
  }
  const log = JSON.parse(JSON.stringify(await buildActionLog(recorder, store.getState())));
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const start = process.hrtime.bigint();
    const result = await replayLog(log);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (!result.matches) throw new Error('replay did not reach the recorded hash');
  }
  times.sort((a, b) => a - b);
  console.log(
    `replayed ${log.actions.length} actions: median ${times[2].toFixed(1)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms); target < 1000 ms`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
