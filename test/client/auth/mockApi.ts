import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

export const patientRecord = {
  email: 'maria@example.mx',
  fullName: 'María López',
  birthdate: '1975-04-02',
  age: 51,
  gender: 'f',
  profilePictureUrl: null,
  phoneNumber: '5512345678',
  patientUuid: '11111111-1111-4111-8111-111111111111',
  personUuid: '22222222-2222-4222-8222-222222222222',
  openmrsId: '5512345678',
  address: { address1: 'Av. Reforma', number: '10', city: 'CDMX', state: 'CDMX', postalCode: '06600', country: 'México' },
};

export const loginResponse = { token: 'tok-maria', username: 'maria@example.mx', roles: ['patient'], email: 'maria@example.mx', fullName: 'María López' };

export interface Seen {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  verificationCode: string | null;
}

/** An MSW server answering every account call the happy way; tests override one route at a time. */
export function accountServer() {
  const seen: Seen[] = [];
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname + new URL(request.url).search,
      body: text ? (JSON.parse(text) as unknown) : null,
      authorization: request.headers.get('authorization'),
      verificationCode: request.headers.get('x-verification-code'),
    });
  };
  const ok = (body: JsonBodyType, status = 200) => async ({ request }: { request: Request }) => {
    await record(request);
    return HttpResponse.json(body, { status });
  };
  const server = setupServer(
    http.post('*/api/auth/login-by-email', ok(loginResponse)),
    http.get('*/api/patients/search-by-email', ok(patientRecord)),
    http.post('*/api/auth/register', ok({ openmrsId: '5512345678' }, 201)),
    http.post('*/api/auth/request-verification-code', ok({ message: 'Código de verificación enviado' })),
    http.post('*/api/auth/verify-email', ok({ message: 'Correo verificado correctamente' })),
    http.post('*/api/auth/request-password-reset-by-email', ok({ message: 'Código de verificación enviado' })),
    http.post('*/api/auth/reset-password', ok({ message: 'Contraseña actualizada correctamente' })),
    http.post('*/api/auth/logout', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  /** Answers `path` with `status` and an optional JSON body, recording the request. */
  const fail = (method: 'get' | 'post', path: string, status: number, body?: JsonBodyType) =>
    server.use(
      http[method](`*/api${path}`, async ({ request }) => {
        await record(request);
        return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
      }),
    );
  return { server, seen, fail };
}
