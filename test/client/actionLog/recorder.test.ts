import { setupStore } from '../../../src/app/store';
import { replayReducer } from '../../../src/app/rootReducer';
import { loggedIn } from '../../../src/lib/events';
import { signatureCaptured, stepSubmitted } from '../../../src/features/onboarding/onboardingSlice';
import { sanitizeAction } from '../../../src/actionLog/sanitizer';
import { buildActionLog } from '../../../src/actionLog/exportLog';
import { replayLog } from '../../../src/actionLog/replay';
import { checkoutStarted } from '../../../src/features/payments/paymentsSlice';

const secrets = {
  password: 'Contrasena-SECRETA-9',
  newPassword: 'OtraClave-SECRETA-7',
  token: 'tok-SECRETO-abcdef',
  code: '482913',
  signature: 'data:image/jpeg;base64,SECRETFIRMA',
};

describe('action-log recorder', () => {
  it('never keeps a password, code, token or signature dispatched in any action', () => {
    const store = setupStore();
    store.dispatch(loggedIn({ token: secrets.token, username: 'maria', roles: ['patient'] }));
    store.dispatch(signatureCaptured({ dataUrl: secrets.signature }));
    store.dispatch({ type: 'auth/passwordResetSubmitted', payload: { code: secrets.code, newPassword: secrets.newPassword } });
    store.dispatch({ type: 'auth/loginSubmitted', payload: { email: 'maria@example.mx', password: secrets.password } });
    store.dispatch({
      type: 'api/executeMutation/pending',
      payload: undefined,
      meta: { arg: { endpointName: 'loginByEmail', originalArgs: { loginRequest: { password: secrets.password } } } },
    });
    store.dispatch(stepSubmitted({ step: 'info-personal', answers: { notes: { deep: [{ token: secrets.token }] } } }));

    const log = JSON.stringify({ initial: store.recorder.initialState(), entries: store.recorder.entries() });
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
    expect(log).not.toContain('maria@example.mx');
  });

  it('keeps the structure a replay needs: types, sequence, step names and booleans', () => {
    const store = setupStore();
    store.dispatch(stepSubmitted({ step: 'salud-urinaria', answers: { frequentUrinaryInfections: true, detalle: 'algo privado' } }));
    const entries = store.recorder.entries();
    const entry = entries.find((e) => e.type === 'onboarding/stepSubmitted');
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_e, i) => i + 1));
    expect(entry).toMatchObject({
      type: 'onboarding/stepSubmitted',
      payload: { step: 'salud-urinaria', answers: { frequentUrinaryInfections: true, detalle: '[text]' } },
    });
  });

  it('replaces free text with typed placeholders and keeps empty strings empty', () => {
    const unknownEvent = {
      type: 'test/somethingHappened',
      payload: { email: 'a@b.mx', phoneNumber: '5512345678', comment: 'me duele', empty: '' },
    };
    expect(sanitizeAction(unknownEvent).payload).toEqual({
      email: '[email]',
      phoneNumber: '[phone]',
      comment: '[text]',
      empty: '',
    });
  });

  it('keeps only the newest entries beyond its limit and counts the dropped ones', () => {
    const { createActionRecorder } = jest.requireActual('../../../src/actionLog/recorder');
    const recorder = createActionRecorder(replayReducer, 3);
    const store = setupStore(undefined, { recorder });
    for (let i = 0; i < 5; i += 1) store.dispatch({ type: 'test/pinged', payload: i });
    // The store dispatches one action of its own (RTK Query's middleware registration) first.
    // test/pinged is on no allowlist, so even its numeric payload is redacted (fail closed).
    expect(recorder.entries().map((e: { seq: number; payload: unknown }) => [e.seq, e.payload])).toEqual([
      [4, '[number]'],
      [5, '[number]'],
      [6, '[number]'],
    ]);
    expect(recorder.dropped()).toBe(3);
  });

  it('still replays to the final hash after dropping the oldest entries, from the state they led to', async () => {
    const { createActionRecorder } = jest.requireActual('../../../src/actionLog/recorder');
    const recorder = createActionRecorder(replayReducer, 2);
    const store = setupStore(undefined, { recorder });
    store.dispatch(loggedIn({ token: secrets.token, username: 'maria', roles: ['patient'] }));
    store.dispatch(stepSubmitted({ step: 'salud-urinaria', answers: { frequentUrinaryInfections: true } }));
    store.dispatch(signatureCaptured({ dataUrl: secrets.signature }));
    store.dispatch(checkoutStarted('mensual', 1_795_400_000_000));

    const log = await buildActionLog(recorder, store.getState());
    expect(log.dropped).toBe(3);
    expect(log.initialState).toMatchObject({
      session: { token: '[token]' },
      onboarding: { answers: { 'salud-urinaria': { frequentUrinaryInfections: true } } },
    });
    expect(JSON.stringify(log)).not.toContain(secrets.token);
    expect((await replayLog(JSON.parse(JSON.stringify(log)))).hash).toBe(log.finalStateHash);
  });
});
