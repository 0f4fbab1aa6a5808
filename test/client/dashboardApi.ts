import { http, HttpResponse } from 'msw';
import { answerWith, contractServer, requestLog } from './msw';
import { screen, waitFor, within } from '@testing-library/react';
import { initialSessionState, type SessionState } from '../../src/lib/session';
import { catalog as invoiceCatalog, emptyOverview } from './invoices/fixtures';
import { privacyNotice } from '../../src/api/privacyNotice';

// antd's Avatar and Tabs measure themselves with ResizeObserver, which jsdom lacks.
if (!('ResizeObserver' in globalThis)) {
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export const openmrsId = '5512345678';

/** A patient signed in with her record loaded, as the dashboard sees her after login. */
export function signedInSession(overrides: Partial<SessionState> = {}): SessionState {
  return {
    ...initialSessionState,
    token: 'tok-lucia',
    username: 'lucia@example.mx',
    roles: ['patient'],
    email: 'lucia@example.mx',
    fullName: 'Lucía Hernández Ramírez',
    birthdate: '1975-03-14',
    age: 51,
    gender: 'f',
    phoneNumber: openmrsId,
    patientUuid: '11111111-1111-4111-8111-111111111111',
    personUuid: '22222222-2222-4222-8222-222222222222',
    openmrsId,
    address: {
      address1: 'Av. Insurgentes Sur',
      number: '1602',
      city: 'Ciudad de México',
      state: 'CDMX',
      postalCode: '03940',
      country: 'México',
    },
    ...overrides,
  };
}

export const signature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const prescription = (n: number, overrides: Record<string, unknown> = {}) => ({
  encounterUuid: `0000000${n}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
  providerName: 'Dra. Ana Ruiz - Ginecóloga',
  prescriptionDate: `2026-11-${String(10 + n).padStart(2, '0')}T15:00:00.000Z`,
  medications: [
    {
      name: 'Estradiol gel 0.06%',
      dosage: '1 aplicación (1.25 g)',
      frequency: 'Cada 24 horas',
      duration: '3 meses',
      instructions: 'Aplicar en brazos por la noche',
    },
    'Progesterona micronizada 100 mg',
  ],
  signatureBase64: signature,
  purchased: false,
  ...overrides,
});

/** Mis pagos: a card payment in 6 meses sin intereses and an OXXO voucher still waiting for the cash. */
export const paymentHistory = [
  {
    id: 'cs_test_oxxo0123456789',
    createdAt: '2026-11-22T16:00:00.000Z',
    paidAt: null,
    concept: 'Primera consulta Menopausia',
    amount: 1050,
    currency: 'mxn',
    method: 'oxxo',
    installments: null,
    status: 'pending',
    kind: 'plan',
    plan: 'primera',
  },
  {
    id: 'cs_test_card0123456789',
    createdAt: '2026-11-20T16:00:00.000Z',
    paidAt: '2026-11-20T16:01:00.000Z',
    concept: 'Plan mensual',
    amount: 1200,
    currency: 'mxn',
    method: 'card',
    installments: 6,
    status: 'paid',
    kind: 'plan',
    plan: 'mensual',
  },
];
/**
 * She accepted this build's notice at registration and with her signature (or `pending` a newer one);
 * not yet `signed`: only at registration, as while she fills in the questionnaire.
 */
export function consentStatus({ pending = false, signed = true } = {}) {
  const record = (kind: 'registration' | 'signature', acceptedAt: string) => ({
    kind,
    noticeVersion: privacyNotice.version,
    noticeSha256: privacyNotice.sha256,
    acceptedAt,
    clientAddress: '203.0.113.7',
    signatureSha256: kind === 'signature' ? 'b'.repeat(64) : null,
  });
  const notice = pending
    ? { ...privacyNotice, version: '2027-01-15', sha256: 'c'.repeat(64), paragraphs: [...privacyNotice.paragraphs, 'Nuevo párrafo.'] }
    : privacyNotice;
  return {
    notice,
    pending,
    consents: [...(signed ? [record('signature', '2026-11-01T16:30:00.000Z')] : []), record('registration', '2026-10-31T15:00:00.000Z')],
  };
}

export const emptyHotFlashDiary = { today: '2026-11-23', earliestDay: '2026-08-25', days: [], weeks: [], changes: [] };

/** An MSW server answering the dashboard's calls the happy way; tests replace one route with `answer`. */
export function dashboardServer({ current = [prescription(1)], history = [prescription(1), prescription(2)] } = {}) {
  const log = requestLog();
  const { ok, record } = log;
  const personalInfo = {
    weight: 64,
    height: 160,
    shippingAddress: { street: 'Av. Insurgentes Sur', number: '1602', city: 'Ciudad de México', state: 'CDMX', postalCode: '03940' },
    address: {
      address1: 'Av. Insurgentes Sur',
      number: '1602',
      city: 'Ciudad de México',
      state: 'CDMX',
      postalCode: '03940',
      country: 'México',
    },
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
  const server = contractServer(
    http.get('*/api/appointments', ok([])),
    http.get(
      '*/api/patients/:id/history/privacy',
      ok({ consentAccepted: true, patientSignature: signature, signedAt: '2026-11-01T10:00:00.000Z' }),
    ),
    http.get('*/api/patients/:id/consents', ok(consentStatus())),
    http.get('*/api/patients/:id/prescriptions/current', ok(current)),
    http.get('*/api/patients/:id/history/prescriptions', ok(history)),
    http.get('*/api/patients/:id/personal-info', ok(personalInfo)),
    http.post('*/api/patients/:id/personal-info', async ({ request }) => {
      await record(request);
      const sent = (await request.clone().json()) as { weight: number; height: number; shippingAddress: Record<string, string> };
      const a = sent.shippingAddress;
      return HttpResponse.json({
        ...sent,
        address: {
          address1: a.street,
          number: a.number || null,
          city: a.city,
          state: a.state,
          postalCode: a.postalCode,
          country: 'México',
        },
        updatedAt: '2026-11-23T10:00:00.000Z',
      });
    }),
    http.post(
      '*/api/payments/create-prescription-checkout',
      ok({ id: 'cs_test_0123456789abcdef', url: '/checkout/cs_test_0123456789abcdef' }),
    ),
    http.get('*/api/patients/:id/documents', ok([])),
    // Menopausia: an empty hot-flash diary unless a test answers with one.
    http.get('*/api/patients/:id/tracking/hot-flashes', ok(emptyHotFlashDiary)),
    // Mis pagos in Mi cuenta.
    http.get('*/api/payments/history', ok(paymentHistory)),
    http.post(
      '*/api/patients/:id/documents',
      ok(
        {
          uuid: '44444444-4444-4444-8444-444444444444',
          fileName: 'analisis.pdf',
          documentType: 'general',
          description: null,
          sizeBytes: 1024,
          mimeType: 'application/pdf',
          uploadedAt: '2026-11-23T10:00:00.000Z',
        },
        201,
      ),
    ),
    http.post('*/api/help/messages', ok({ message: '¡Mensaje enviado!' }, 201)),
    // Mi cuenta → Recordatorios: the server stores her choice and answers with it.
    http.get('*/api/reminders/preferences', ok({ email: true, whatsapp: true, whatsappAccepted: true })),
    http.put('*/api/reminders/preferences', async ({ request }) => {
      await record(request);
      const sent = (await request.clone().json()) as { email: boolean; whatsapp: boolean };
      return HttpResponse.json({ ...sent, whatsappAccepted: true });
    }),
    // Mi cuenta › Mis datos y derechos: no ARCO request yet, nobody has looked at her file.
    http.get('*/api/patients/:id/privacy/arco-requests', ok([])),
    http.get('*/api/patients/:id/privacy/access-log', ok([])),
    // Mi cuenta › Facturación
    http.get('*/api/invoices/catalog', ok(invoiceCatalog)),
    http.get('*/api/patients/:id/billing-profile', ok({})),
    http.get('*/api/patients/:id/invoices', ok(emptyOverview)),
    http.post('*/api/contact', async ({ request }) => {
      await record(request);
      return new HttpResponse('Mensaje recibido', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }),
  );
  return { server, seen: log.seen, answer: answerWith(server, log), calls: log.calls };
}

/**
 * antd gives every modal title the id 'test-id' under NODE_ENV=test, so all dialogs share one
 * accessible name in jsdom (browsers get unique ids): find a dialog by its visible title instead.
 */
export function queryDialog(title: string): HTMLElement | null {
  return screen.queryAllByRole('dialog').find((d) => within(d).queryByText(title, { selector: '.ant-modal-title' })) ?? null;
}

export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = queryDialog(title);
    if (!dialog) throw new Error(`no open dialog titled ${title}`);
    return dialog;
  });
}
