import { http, HttpResponse } from 'msw';
import { answerWith, contractServer, requestLog } from '../msw';
import { consentStatus } from '../dashboardApi';

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

export const loginResponse = {
  token: 'tok-maria',
  username: 'maria@example.mx',
  roles: ['patient'],
  email: 'maria@example.mx',
  fullName: 'María López',
};

/** An MSW server answering every account call the happy way; tests override one route at a time. */
export function accountServer() {
  const log = requestLog();
  const { ok, record } = log;
  const server = contractServer(
    http.post('*/api/auth/login-by-email', ok(loginResponse)),
    http.get('*/api/patients/search-by-email', ok(patientRecord)),
    http.post('*/api/auth/register', ok({ openmrsId: '5512345678' }, 201)),
    http.post('*/api/auth/request-verification-code', ok({ message: 'Código de verificación enviado' })),
    http.post('*/api/auth/verify-email', ok({ message: 'Correo verificado correctamente' })),
    http.post('*/api/auth/request-password-reset-by-email', ok({ message: 'Código de verificación enviado' })),
    http.post('*/api/auth/reset-password', ok({ message: 'Contraseña actualizada correctamente' })),
    // Signed in, the portal first asks whether she has accepted the current privacy notice (she has). Not
    // recorded: it leaves after the screen she lands on, and `seen` is what the account screens send.
    http.get('*/api/patients/:id/consents', () => HttpResponse.json(consentStatus())),
    http.post('*/api/auth/logout', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  /** Answers `path` with `status` and an optional JSON body, recording the request. */
  const fail = answerWith(server, log);
  return { server, seen: log.seen, fail };
}
