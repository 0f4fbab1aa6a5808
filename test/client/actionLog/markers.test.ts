import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../../src/app/store';
import { api } from '../../../src/api';
import { buildActionLog } from '../../../src/actionLog/exportLog';
import { eventAllowlist } from '../../../src/actionLog/allowlist/slices';
import { endpointOf } from '../../../src/actionLog/sanitizer';
import { replayLog } from '../../../src/actionLog/replay';
import { hashedPart, hashedSlices } from '../../../src/actionLog/format';
import { MARKER, endpointSamples, errorBody, eventSamples, loginResponse, patientRecord } from './markerSamples';

interface ActionCreator {
  (...args: unknown[]): { type: string };
  type: string;
  match: unknown;
}

const srcDir = path.resolve(__dirname, '../../../src');

/** Every module that defines events (slices and createAction), found on disk so a new one is not missed. */
function eventModules(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'actionLog' ? [] : eventModules(full);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.gen.ts')) return [];
    return /createSlice\(|createAction[<(]/.test(readFileSync(full, 'utf8')) ? [full] : [];
  });
}

function appActionCreators(): Map<string, ActionCreator> {
  const creators = new Map<string, ActionCreator>();
  for (const file of eventModules()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every events module, found at run time
    const exports = require(file) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      const creator = value as ActionCreator;
      if (typeof creator === 'function' && typeof creator.type === 'string' && typeof creator.match === 'function') {
        creators.set(creator.type, creator);
      }
    }
  }
  return creators;
}

type Answer = { status: number; body: unknown };
let nextAnswer: Answer = { status: 200, body: {} };

/** The network for this test: every call answers what the sample says (never a real request). */
function answerFromSamples() {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const { status, body } = nextAnswer;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' } });
  });
}

type Initiate = (args: unknown, options?: object) => { unwrap(): Promise<unknown>; unsubscribe?: () => void };

async function callEveryEndpoint(store: ReturnType<typeof setupStore>) {
  for (const [name, endpoint] of Object.entries(api.endpoints)) {
    const sample = endpointSamples[name];
    const initiate = (endpoint as unknown as { initiate: Initiate }).initiate;
    for (const answer of [
      { status: 200, body: sample.response },
      { status: 400, body: errorBody },
    ]) {
      nextAnswer = answer;
      const request = store.dispatch(initiate(sample.args, { forceRefetch: true }) as never) as unknown as ReturnType<Initiate>;
      await request.unwrap().catch(() => undefined);
      request.unsubscribe?.();
    }
  }
}

describe('action log privacy', () => {
  const creators = appActionCreators();

  it('finds the events of every slice module in the app', () => {
    expect(creators.size).toBeGreaterThanOrEqual(25);
    expect([...creators.keys()]).toEqual(expect.arrayContaining(['session/loggedIn', 'onboarding/stepSubmitted', 'auth/recoveryCodeSent']));
  });

  it.each([...creators.keys()])('has a sample and an allowlist entry for %s', (type) => {
    expect(eventSamples).toHaveProperty([type]);
    expect(eventAllowlist.has(type)).toBe(true);
  });

  it.each(Object.keys(api.endpoints))('has a sample and an allowlist entry for the %s endpoint', (name) => {
    expect(endpointSamples).toHaveProperty([name]);
    expect(endpointOf(name)).toBeDefined();
  });

  it('keeps no marker of any personal or free-text field in the exported log, which still replays to its hash', async () => {
    // Stored data with markers arrives through redux-persist's rehydration.
    window.localStorage.clear();
    window.localStorage.setItem(
      'persist:session',
      JSON.stringify({
        ...Object.fromEntries(Object.entries({ ...loginResponse, ...patientRecord }).map(([k, v]) => [k, JSON.stringify(v)])),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    window.localStorage.setItem(
      'persist:auth',
      JSON.stringify({
        registration: JSON.stringify({ stage: 'verificacion', email: `${MARKER}-guardado@ejemplo.mx` }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const fetchSpy = answerFromSamples();
    // Among every event is the help centre's request to download the technical log, saved through a link:
    // jsdom saves no files and would try to navigate to the link instead.
    const saveLink = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const store = setupStore(undefined, { persist: true });
    await waitFor(() => expect(store.persistor?.getState().bootstrapped).toBe(true));

    for (const [type, creator] of creators) {
      store.dispatch(creator(...(eventSamples[type] ?? [])));
    }
    // Logout and idle expiry end the session on the server first (answered by the samples), then reset.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The session ended above; events again with a session, then every endpoint, answered and failed.
    store.dispatch(creators.get('session/loggedIn')!(...eventSamples['session/loggedIn']));
    store.dispatch(creators.get('session/patientRecordLoaded')!(...eventSamples['session/patientRecordLoaded']));
    await callEveryEndpoint(store);
    const endsSession = ['session/loggedOut', 'session/expired', 'session/logoutRequested', 'session/idleTimedOut'];
    for (const [type, creator] of creators) {
      if (!endsSession.includes(type)) store.dispatch(creator(...(eventSamples[type] ?? [])));
    }
    expect(JSON.stringify(store.getState())).toContain(MARKER);
    const types = new Set(store.recorder.entries().map((e) => e.type));
    for (const type of creators.keys()) expect(types).toContain(type);
    expect(types).toContain('api/executeQuery/fulfilled');
    expect(types).toContain('api/executeMutation/rejected');
    expect(types).toContain('persist/REHYDRATE');

    const log = await buildActionLog(store.recorder, store.getState());
    const text = JSON.stringify(log);
    expect(text.match(new RegExp(`.{0,80}${MARKER}.{0,40}`, 'gi'))).toBeNull();

    const result = await replayLog(JSON.parse(text));
    expect(result.applied).toBe(log.actions.length);
    expect(result.hash).toBe(log.finalStateHash);
    fetchSpy.mockRestore();
    saveLink.mockRestore();
  });

  it('hashes every slice of the root reducer except the request cache', () => {
    const state = setupStore().getState();
    expect(hashedSlices(state).sort()).toEqual(['appointments', 'auth', 'dashboard', 'onboarding', 'payments', 'portal', 'session']);
    expect(Object.keys(hashedPart(state)).sort()).toEqual(
      Object.keys(state)
        .filter((k) => k !== 'api')
        .sort(),
    );
  });
});
