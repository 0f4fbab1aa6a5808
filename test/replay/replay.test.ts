import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../src/app/store';
import { loggedIn, loggedOut } from '../../src/lib/events';
import { patientRecordLoaded } from '../../src/features/auth/sessionSlice';
import { stepSubmitted, signatureCaptured } from '../../src/features/onboarding/onboardingSlice';
import { checkoutStarted } from '../../src/features/payments/paymentsSlice';
import { deepLinkSaved } from '../../src/features/appointments/appointmentsSlice';
import { buildActionLog } from '../../src/actionLog/exportLog';
import { hashState, isActionLogFile, type ActionLogFile } from '../../src/actionLog/format';
import { describeDivergence, firstDivergence, type TraceStep } from '../../src/actionLog/trace';
import { replayLog } from '../../src/actionLog/replay';
import { sanitizeState } from '../../src/actionLog/sanitizer';

async function recordedJourney() {
  window.localStorage.setItem(
    'persist:session',
    JSON.stringify({ token: '"tok-stored"', username: '"maria"', roles: '["patient"]', _persist: '{"version":-1,"rehydrated":true}' }),
  );
  const store = setupStore(undefined, { persist: true });
  await waitFor(() => expect(store.persistor?.getState().bootstrapped).toBe(true));
  store.dispatch(
    deepLinkSaved({ open: true, service: 'Primera consulta Menopausia', specialty: 'Menopausia', date: '2026-12-01', time: '10:00' }),
  );
  store.dispatch(
    loggedIn({ token: 'tok-nuevo', username: 'maria', roles: ['patient'], email: 'maria@example.mx', fullName: 'María López' }),
  );
  store.dispatch(
    patientRecordLoaded({
      email: 'maria@example.mx',
      fullName: 'María López',
      patientUuid: '0b7d3c52-4c0e-4a43-9c55-1b1f0c3f7a11',
      personUuid: '7f0c9f0e-5d1a-4c8e-9a43-2d1e5b7c9a22',
      openmrsId: '5512345678',
      phoneNumber: '5512345678',
    }),
  );
  const checkpoint = { seq: store.recorder.entries().at(-1)!.seq, hash: await hashState(sanitizeState(store.getState())) };
  store.dispatch(stepSubmitted({ step: 'salud-urinaria', answers: { frequentUrinaryInfections: 'si', detalle: 'privado' } }));
  store.dispatch(checkoutStarted('primera', 1_795_400_000_000));
  store.dispatch(signatureCaptured({ dataUrl: 'data:image/jpeg;base64,AAAA' }));
  store.dispatch(loggedOut());
  store.dispatch(loggedIn({ token: 'tok-otra', username: 'ana', roles: ['patient'] }));
  return { store, checkpoint };
}

describe('action-log replay', () => {
  it('rebuilds the recorded final state hash from a sanitized log through the real reducers', async () => {
    const { store } = await recordedJourney();
    const log = await buildActionLog(store.recorder, store.getState());
    expect(JSON.stringify(log)).not.toContain('tok-nuevo');
    expect(JSON.stringify(log)).not.toContain('maria@example.mx');
    const result = await replayLog(JSON.parse(JSON.stringify(log)));
    expect(result.applied).toBe(log.actions.length);
    expect(result.hash).toBe(log.finalStateHash);
    expect(result.matches).toBe(true);
  });

  it('stops at --until and reproduces the state the patient had at that action', async () => {
    const { store, checkpoint } = await recordedJourney();
    const log = await buildActionLog(store.recorder, store.getState());
    const partial = await replayLog(log, { until: checkpoint.seq });
    expect(partial.hash).toBe(checkpoint.hash);
    expect(partial.state.appointments.pendingAppointmentParams?.date).toBe('2026-12-01');
  });

  it('reports a mismatch when an action is missing from the log', async () => {
    const { store } = await recordedJourney();
    const log = await buildActionLog(store.recorder, store.getState());
    const tampered = {
      ...log,
      actions: log.actions.filter((a) => a.type !== 'payments/checkoutStarted' && a.type !== 'session/loggedOut'),
    };
    expect((await replayLog(tampered)).matches).toBe(false);
  });

  const fixturesDir = path.join(__dirname, 'fixtures');
  const fixtures = readdirSync(fixturesDir).filter((f) => f.endsWith('.json'));
  it('has recorded journeys to replay', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });
  it.each(fixtures)('replays the recorded journey %s: every action does what it did, to the recorded hash', async (file) => {
    const log: unknown = JSON.parse(readFileSync(path.join(fixturesDir, file), 'utf8'));
    expect(isActionLogFile(log)).toBe(true);
    const { trace } = log as { trace?: TraceStep[] };
    // Named in the failure: the first action whose effect differs, its slice and path.
    const divergence = trace ? firstDivergence(log as ActionLogFile, trace) : null;
    expect(divergence && describeDivergence(divergence)).toBeNull();
    const result = await replayLog(log as never);
    expect(result.hash).toBe((log as { finalStateHash: string }).finalStateHash);
  });
});
