import { http, HttpResponse, type JsonBodyType } from 'msw';
import { contractServer, requestLog } from '../msw';
import type { Appointment } from '../../../src/api';
import { appointment, providers, services } from './fixtures';
import { telehealthConsent } from '../../../common/telehealthConsent.gen';
import { consentStatus } from '../dashboardApi';

export const signedInState = {
  session: {
    token: 'tok-maria',
    username: 'maria@example.mx',
    roles: ['patient'],
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
    address: null,
    endReason: null,
  },
};

export const slots = [
  { startDateTime: '2026-12-01T13:00:00.000Z', endDateTime: '2026-12-01T13:40:00.000Z' }, // 10:00 BA
  { startDateTime: '2026-12-01T18:00:00.000Z', endDateTime: '2026-12-01T18:40:00.000Z' }, // 15:00 BA
  { startDateTime: '2026-12-02T13:00:00.000Z', endDateTime: '2026-12-02T13:40:00.000Z' },
];

export interface DashboardApiOptions {
  appointments?: Appointment[];
  subscription?: {
    has_subscription: boolean;
    status: 'active' | 'inactive' | 'expired';
    expires_at: string | null;
    singleConsultCredits: number;
  };
  consentAccepted?: boolean;
  /** Whether she already gave the telehealth consent (yes unless a test says otherwise). */
  telehealthConsentGiven?: boolean;
}

/** MSW answers for the dashboard's calls; `seen` records the writes. */
export function dashboardServer() {
  const log = requestLog();
  let options: DashboardApiOptions = {};
  const telehealthRecord = {
    consentVersion: telehealthConsent.version,
    consentSha256: telehealthConsent.sha256,
    acceptedAt: '2026-11-20T15:00:00.000Z',
    clientAddress: '203.0.113.7',
  };
  const write =
    (status: number, body: (req: unknown, params: Record<string, string>) => JsonBodyType) =>
    async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      await log.record(request);
      return HttpResponse.json(body(log.seen[log.seen.length - 1].body, params as Record<string, string>), { status });
    };
  const server = contractServer(
    http.get('*/api/appointments/services', () => HttpResponse.json(services)),
    http.get('*/api/appointments/providers', () => HttpResponse.json(providers)),
    http.get('*/api/appointments/available-slots', () => HttpResponse.json(slots)),
    http.get('*/api/appointments', () => HttpResponse.json(options.appointments ?? [])),
    http.get('*/api/patients/:id/subscription', () =>
      HttpResponse.json(
        options.subscription ?? { has_subscription: true, status: 'active', expires_at: '2026-12-23T00:00:00Z', singleConsultCredits: 0 },
      ),
    ),
    // The rest of what the dashboard around the cards asks for: her privacy consents are up to date, she has
    // no current prescription, and the idle timer's keep-alive reads her own record.
    http.get('*/api/patients/:id/consents', () => HttpResponse.json(consentStatus())),
    http.get('*/api/patients/:id/prescriptions/current', () => HttpResponse.json([])),
    http.get('*/api/patients/search-by-email', () => {
      // No address: she has saved none (signedInState), and the server then leaves the field out.
      const {
        token: _token,
        username: _username,
        roles: _roles,
        endReason: _endReason,
        address: _address,
        ...record
      } = signedInState.session;
      return HttpResponse.json(record);
    }),
    http.get('*/api/patients/:id/history/privacy', () =>
      HttpResponse.json({ consentAccepted: options.consentAccepted ?? true, patientSignature: null, signedAt: null }),
    ),
    http.get('*/api/patients/:id/telehealth-consent', () => {
      const given = options.telehealthConsentGiven ?? true;
      return HttpResponse.json({ consent: telehealthConsent, pending: !given, acceptances: given ? [telehealthRecord] : [] });
    }),
    http.post('*/api/patients/:id/telehealth-consent', async ({ request }) => {
      await log.record(request);
      options = { ...options, telehealthConsentGiven: true };
      return HttpResponse.json(telehealthRecord, { status: 201 });
    }),
    http.post(
      '*/api/appointments',
      write(201, (b) => ({
        ...(b as object),
        uuid: 'b0000000-0000-4000-8000-000000000001',
        status: 'Requested',
        date: '2026-12-01',
        startTime: '07:00',
        serviceType: 'Primera consulta Menopausia',
        providerName: 'Dra. Ana Ruiz',
        notes: null,
      })),
    ),
    http.post(
      '*/api/appointments/:uuid/reschedule',
      write(201, (b) => ({
        ...(b as object),
        uuid: 'b0000000-0000-4000-8000-000000000002',
        status: 'Requested',
        date: '2026-12-01',
        startTime: '07:00',
        serviceType: 'Primera consulta Menopausia',
        providerName: 'Dra. Ana Ruiz',
        notes: null,
      })),
    ),
    // Her choice is kept on the listed appointment, so the card shows it after the refetch.
    ...(['put', 'delete'] as const).map((method) =>
      http[method]('*/api/appointments/:uuid/earlier-slot-wait', async ({ request, params }) => {
        await log.record(request);
        const waiting = method === 'put';
        options = {
          ...options,
          appointments: options.appointments?.map((a) => (a.uuid === params.uuid ? { ...a, waitingForEarlier: waiting } : a)),
        };
        return HttpResponse.json({ appointmentUuid: params.uuid as string, waiting });
      }),
    ),
    http.delete(
      '*/api/appointments/:uuid',
      write(200, (_b, p) => appointment({ uuid: p.uuid, status: 'Cancelled' })),
    ),
  );
  return {
    server,
    seen: log.seen,
    configure(next: DashboardApiOptions) {
      options = next;
    },
    reset() {
      options = {};
      log.seen.length = 0;
    },
  };
}
