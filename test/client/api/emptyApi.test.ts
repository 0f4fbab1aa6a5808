import { http, HttpResponse } from 'msw';
import { contractServer } from '../msw';
import { setupStore } from '../../../src/app/store';
import { api } from '../../../src/api';
import { loggedIn } from '../../../src/lib/events';
import { webClientApiKey } from '../../../src/api';

const seen: Array<{ path: string; authorization: string | null; apiKey: string | null }> = [];
const server = contractServer(
  http.get('*/api/patients/:id/subscription', ({ request }) => {
    seen.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), apiKey: request.headers.get('x-api-key') });
    return HttpResponse.json({ message: 'Tu sesión no es válida o expiró.' }, { status: 401 });
  }),
  http.post('*/api/auth/login-by-email', ({ request }) => {
    seen.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), apiKey: request.headers.get('x-api-key') });
    return HttpResponse.json({ message: 'Correo o contraseña incorrectos' }, { status: 401 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe('API root', () => {
  it('sends the bearer token on calls made during a session and ends the session when the server answers 401', async () => {
    const store = setupStore();
    store.dispatch(loggedIn({ token: 'tok-abc', username: 'maria', roles: ['patient'] }));
    await store.dispatch(api.endpoints.getSubscription.initiate({ openmrsId: '5512345678' }));
    expect(seen).toEqual([{ path: '/api/patients/5512345678/subscription', authorization: 'Bearer tok-abc', apiKey: null }]);
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.endReason).toBe('server');
  });

  it('sends the client API key without a session, and a failed login does not count as an expired session', async () => {
    const store = setupStore();
    const result = await store.dispatch(
      api.endpoints.loginByEmail.initiate({ loginRequest: { email: 'maria@example.mx', password: 'incorrecta' } }),
    );
    expect(seen).toEqual([{ path: '/api/auth/login-by-email', authorization: null, apiKey: webClientApiKey }]);
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Correo o contraseña incorrectos' } });
    expect(store.getState().session.endReason).toBeNull();
  });
});
