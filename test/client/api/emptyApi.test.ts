import { http, HttpResponse } from 'msw';
import { contractServer } from '../msw';
import { setupStore } from '../../../src/app/store';
import { api } from '../../../src/api';
import { loggedIn } from '../../../src/lib/events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { apiKeyOperations } from '../../../src/api/emptyApi';
import { webClientApiKey } from '../../../src/api';

const seen: Array<{ path: string; authorization: string | null; apiKey: string | null }> = [];
const server = contractServer(
  http.get('*/api/patients/:id/subscription', ({ request }) => {
    seen.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      apiKey: request.headers.get('x-api-key'),
    });
    return HttpResponse.json({ message: 'Tu sesión no es válida o expiró.' }, { status: 401 });
  }),
  ...['register', 'request-password-reset-by-email', 'verify-email'].map((route) =>
    http.post(`*/api/auth/${route}`, ({ request }) => {
      seen.push({
        path: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
        apiKey: request.headers.get('x-api-key'),
      });
      return HttpResponse.json({ message: 'Código de verificación incorrecto o expirado.' }, { status: 401 });
    }),
  ),
  http.post('*/api/auth/login-by-email', ({ request }) => {
    seen.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      apiKey: request.headers.get('x-api-key'),
    });
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

  it('sends the client API key, not the token, on the unauthenticated calls even while a token is stored', async () => {
    const store = setupStore();
    store.dispatch(loggedIn({ token: 'tok-abc', username: 'maria', roles: ['patient'] }));
    await store.dispatch(
      api.endpoints.registerPatient.initiate({
        registrationRequest: {
          firstName: 'Ana',
          lastName: 'M',
          birthdate: '1974-08-15',
          gender: 'f',
          email: 'ana@example.mx',
          phoneNumber: '5587654321',
          openmrsId: '5587654321',
        } as never,
      }),
    );
    await store.dispatch(api.endpoints.requestPasswordResetByEmail.initiate({ emailRequest: { email: 'ana@example.mx' } }));
    await store.dispatch(
      api.endpoints.verifyEmail.initiate({
        verifyEmailRequest: { email: 'ana@example.mx', code: '000000', password: 'Segura2026x', confirmPassword: 'Segura2026x' },
      } as never),
    );
    expect(seen).toEqual([
      { path: '/api/auth/register', authorization: null, apiKey: webClientApiKey },
      { path: '/api/auth/request-password-reset-by-email', authorization: null, apiKey: webClientApiKey },
      { path: '/api/auth/verify-email', authorization: null, apiKey: webClientApiKey },
    ]);
    // A refused code is an answer about the code, not about her session.
    expect(store.getState().session.token).toBe('tok-abc');
  });

  it('knows exactly the operations the contract secures with the client API key alone', () => {
    const spec = parse(readFileSync(path.resolve(__dirname, '../../../openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; security?: Array<Record<string, unknown>> }>>;
    };
    const keyOnly = Object.values(spec.paths)
      .flatMap((ops) => Object.values(ops))
      .filter((op) => op.security?.length === 1 && Object.keys(op.security[0]).join() === 'clientApiKey')
      .map((op) => op.operationId)
      .sort();
    expect([...apiKeyOperations].sort()).toEqual(keyOnly);
  });
});
