import { http, HttpResponse } from 'msw';
import { api } from '../../../src/api';
import { askAppointmentsEarly } from '../../../src/app/earlyAppointments';
import { prefetchFirstScreenData } from '../../../src/app/prefetchData';
import { setupStore } from '../../../src/app/store';
import { contractServer, requestLog } from '../msw';
import { signedInSession } from '../dashboardApi';
import { appointment } from '../appointments/fixtures';

/**
 * Issue 19: on the dashboard, main.js asks for her appointments before the app's code is there
 * (src/app/earlyAppointments.ts); the store takes that answer instead of asking a second time, and asks
 * again itself when the early request failed.
 */
const log = requestLog();
const server = contractServer();
const session = signedInSession();
const visits = [appointment({ uuid: '33333333-3333-4333-8333-333333333333' })];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  log.seen.length = 0;
  // What redux-persist stores: every field of the session JSON-encoded on its own.
  window.localStorage.setItem(
    'persist:session',
    JSON.stringify({ token: JSON.stringify(session.token), phoneNumber: JSON.stringify(session.phoneNumber) }),
  );
  server.use(
    http.get('*/api/patients/:id/prescriptions/current', () => HttpResponse.json([])),
    http.get('*/api/patients/:id/history/privacy', () => HttpResponse.json({ message: 'Sin aviso firmado' }, { status: 404 })),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const listed = (store: ReturnType<typeof setupStore>) =>
  api.endpoints.listAppointments.select({ phoneNumber: session.phoneNumber! })(store.getState());

it('asks once, before the store exists, and the store takes that answer', async () => {
  server.use(http.get('*/api/appointments', log.ok(visits)));
  askAppointmentsEarly('/dashboard');
  expect(log.seen).toEqual([]); // not yet answered: the request is under way
  const store = setupStore({ session });
  prefetchFirstScreenData(store, '/dashboard');
  await waitForStatus(store, 'fulfilled');
  expect(listed(store).data).toEqual(visits);
  expect(log.calls('GET', '/api/appointments')).toEqual([
    expect.objectContaining({ path: `/api/appointments?phoneNumber=${session.phoneNumber}`, authorization: `Bearer ${session.token}` }),
  ]);
});

it('asks again through the store when the early request failed, so the store reports it', async () => {
  let answers = 0;
  server.use(
    http.get('*/api/appointments', async (info) => {
      answers += 1;
      return answers === 1 ? log.ok({ message: 'Error interno' }, 500)(info) : log.ok(visits)(info);
    }),
  );
  askAppointmentsEarly('/dashboard');
  const store = setupStore({ session });
  prefetchFirstScreenData(store, '/dashboard');
  await waitForStatus(store, 'fulfilled');
  expect(listed(store).data).toEqual(visits);
  expect(log.calls('GET', '/api/appointments')).toHaveLength(2);
});

it('asks nothing early away from the dashboard, nor for another session than the store holds', async () => {
  server.use(http.get('*/api/appointments', log.ok(visits)));
  askAppointmentsEarly('/form/suscripcion');
  askAppointmentsEarly('/dashboard');
  const store = setupStore({ session: { ...session, token: 'tok-other' } });
  prefetchFirstScreenData(store, '/dashboard');
  await waitForStatus(store, 'fulfilled');
  // The early answer was for the stored token; the store asked with its own.
  expect(log.calls('GET', '/api/appointments').map((s) => s.authorization)).toEqual(
    expect.arrayContaining([`Bearer ${session.token}`, 'Bearer tok-other']),
  );
  expect(log.calls('GET', '/api/appointments')).toHaveLength(2);
});

async function waitForStatus(store: ReturnType<typeof setupStore>, status: string) {
  await new Promise<void>((resolve) => {
    const check = () => {
      if (listed(store).status === status) {
        stop();
        resolve();
      }
    };
    const stop = store.subscribe(check);
    check();
  });
}
