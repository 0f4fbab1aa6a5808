import { useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { openCheckout, payAsOwner, PORTAL_ORIGIN } from './checkoutBrowser';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';
import { staffSecret } from '../../server/modules/staff/secret';
import { runReminder } from '../../server/modules/reminders/jobs';
import { fhirValidator } from './fhirSchema';
import { demoHistory } from '../../server/modules/patients/demoHistory';

const h = useHarness();
type P = Awaited<ReturnType<typeof patientWithUuid>>;

// Each test starts at the same instant (the harness keeps one clock per file).
const START = Date.parse('2026-11-23T15:00:00Z');
beforeEach(() => h.clock.advance(START - h.clock.now().getTime()));

const api = (p: P, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  h.app.inject({ method, url: `/api${url}`, headers: p.headers, payload });

const exportFile = async (p: P, format: 'json' | 'html' | 'fhir') => {
  const res = await api(p, 'POST', `/patients/${p.openmrsId}/privacy/exports`, { format });
  expect(res.statusCode).toBe(200);
  return res.json().content as string;
};

/** A checkout for `plan`, opened as its owner in the simulated checkout; OXXO issues a voucher, card pays it. */
async function checkout(p: P, plan: string, method: 'card' | 'oxxo'): Promise<string> {
  const res = await api(p, 'POST', '/payments/create-checkout-session', { priceId: plan });
  expect(res.statusCode).toBe(200);
  const session = res.json() as { id: string; url: string };
  if (method === 'card') {
    expect((await payAsOwner(h.app, session)).statusCode).toBe(303);
    return session.id;
  }
  const { cookie } = await openCheckout(h.app, session.url);
  const oxxo = await h.app.inject({
    method: 'POST',
    url: `/checkout/${session.id}/oxxo`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
    payload: '',
  });
  expect(oxxo.statusCode).toBe(303);
  return session.id;
}

const settleOxxo = (id: string, outcome: 'paid' | 'expired') =>
  h.app.inject({
    method: 'POST',
    url: `/api/staff/payments/${id}/oxxo`,
    remoteAddress: '127.0.0.1',
    headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) },
    payload: { outcome },
  });

interface Seed {
  answers: number[];
  weightKg: number;
  waistCm: number;
  heightCm: number;
  hotFlashes: { mild: number; moderate: number; severe: number; nightSweats: number };
  billing: { rfc: string; legalName: string; taxRegime: string; cfdiUse: string; postalCode: string };
  reminders: { email: boolean; whatsapp: boolean };
}

const mariaSeed: Seed = {
  answers: [2, 1, 3, 2, 1, 1, 2, 1, 0, 2, 1],
  weightKg: 64.5,
  waistCm: 82,
  heightCm: 160,
  hotFlashes: { mild: 2, moderate: 3, severe: 1, nightSweats: 2 },
  billing: { rfc: 'GODE561231GR8', legalName: 'MARIA FERNANDA LOPEZ GARCIA', taxRegime: '605', cfdiUse: 'D01', postalCode: '06700' },
  reminders: { email: true, whatsapp: false },
};
const anaSeed: Seed = {
  answers: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3],
  weightKg: 91.3,
  waistCm: 104.5,
  heightCm: 171,
  hotFlashes: { mild: 0, moderate: 0, severe: 47, nightSweats: 0 },
  billing: { rfc: 'RUHA800101AB5', legalName: 'ANA RUIZ HERNANDEZ', taxRegime: '612', cfdiUse: 'G03', postalCode: '44100' },
  reminders: { email: false, whatsapp: true },
};

/**
 * Everything the newer features keep about her, written through their own API routes: an MRS, a weight, a
 * hot-flash diary day,
 * billing data, an OXXO voucher marked paid by staff and invoiced, an unpaid voucher that lapses, reminder
 * channels, and a reminder of a booked consultation sent by the reminder job.
 */
async function seed(p: P, s: Seed) {
  expect((await api(p, 'POST', `/patients/${p.openmrsId}/tracking/mrs`, { answers: s.answers })).statusCode).toBe(201);
  const weight = await api(p, 'POST', `/patients/${p.openmrsId}/tracking/weight`, {
    weightKg: s.weightKg,
    waistCm: s.waistCm,
    heightCm: s.heightCm,
  });
  expect(weight.statusCode).toBe(200);
  const diary = await api(p, 'POST', `/patients/${p.openmrsId}/tracking/hot-flashes`, { day: '2026-11-23', ...s.hotFlashes });
  expect(diary.statusCode).toBe(200);
  expect((await api(p, 'PUT', `/patients/${p.openmrsId}/billing-profile`, s.billing)).statusCode).toBe(200);
  const paid = await checkout(p, 'primera', 'oxxo');
  expect((await settleOxxo(paid, 'paid')).statusCode).toBe(200);
  const invoice = await api(p, 'POST', `/patients/${p.openmrsId}/invoices`, { paymentId: paid });
  expect(invoice.statusCode).toBe(201);
  const lapsed = await checkout(p, 'mensual', 'oxxo');
  expect((await settleOxxo(lapsed, 'expired')).statusCode).toBe(200);
  expect((await api(p, 'PUT', '/reminders/preferences', s.reminders)).statusCode).toBe(200);

  // The paid voucher gave her a consultation credit: she books it, and its 24-hour reminder runs.
  const [service] = catalogue.services;
  const provider = catalogue.providers[0];
  const slots = await api(
    p,
    'GET',
    `/appointments/available-slots?phoneNumber=${p.openmrsId}&providerUuid=${provider.uuid}&serviceUuid=${service.uuid}`,
  );
  const slot = (slots.json() as Array<{ startDateTime: string; endDateTime: string }>)[0];
  const booked = await api(p, 'POST', '/appointments', {
    patientUuid: p.patientUuid,
    serviceUuid: service.uuid,
    locationUuid: CLINIC_LOCATION_UUID,
    providerUuid: provider.uuid,
    ...slot,
  });
  expect(booked.statusCode).toBe(201);
  await runReminder(h.ctx, { appointmentUuid: booked.json().uuid, kind: '24h', startAt: slot.startDateTime, dueAt: slot.startDateTime });
  return { paid, lapsed, invoiceId: invoice.json().id as string, appointmentUuid: booked.json().uuid as string };
}

async function twoPatients() {
  const maria = await patientWithUuid(h, 'maria@example.mx', '5512345678');
  const ana = await patientWithUuid(h, 'ana@example.mx', '5587654321');
  const mine = await seed(maria, mariaSeed);
  const hers = await seed(ana, anaSeed);
  return { maria, ana, mine, hers };
}

describe('Mis datos carries what the newer features keep about her, and nothing of another patient', () => {
  it('JSON: MRS with the server scores and band, weights with BMI, billing data and invoices, reminders, OXXO payment states', async () => {
    const { maria, ana, mine, hers } = await twoPatients();
    const json = JSON.parse(await exportFile(maria, 'json'));

    // The same scores and band the Menopausia tab gets from the tracking API.
    const mrs = (await api(maria, 'GET', `/patients/${maria.openmrsId}/tracking/mrs`)).json();
    expect(json.tracking.mrs).toEqual(mrs.assessments);
    expect(json.tracking.mrs).toEqual([
      expect.objectContaining({ answers: mariaSeed.answers, total: 16, somatic: 7, psychological: 6, urogenital: 3, band: 'severo' }),
    ]);
    const weight = (await api(maria, 'GET', `/patients/${maria.openmrsId}/tracking/weight`)).json();
    expect(json.tracking.weight).toEqual(weight);
    expect(json.tracking.weight.entries).toEqual([{ day: '2026-11-23', weightKg: 64.5, waistCm: 82, bmi: 25.2, source: 'bitacora' }]);
    // Her diary with the same scores, weekly series and sentences the Menopausia tab shows.
    const { days, weeks, changes } = (await api(maria, 'GET', `/patients/${maria.openmrsId}/tracking/hot-flashes`)).json();
    expect(json.tracking.hotFlashes).toEqual({ days, weeks, changes });
    expect(json.tracking.hotFlashes.days).toEqual([
      expect.objectContaining({ day: '2026-11-23', mild: 2, moderate: 3, severe: 1, nightSweats: 2, total: 6, severityScore: 1.83 }),
    ]);

    expect(json.invoices.billingProfile).toMatchObject(mariaSeed.billing);
    expect(json.invoices.requests).toEqual([
      expect.objectContaining({
        id: mine.invoiceId,
        paymentId: mine.paid,
        status: 'requested',
        method: 'oxxo',
        deductible: false,
        cfdiUuid: null,
      }),
    ]);

    expect(json.reminders.preferences).toMatchObject({ email: true, whatsapp: false, updatedAt: '2026-11-23T15:00:00.000Z' });
    expect(json.reminders.sent).toEqual([
      expect.objectContaining({ appointmentUuid: mine.appointmentUuid, kind: '24h', channels: ['email'] }),
    ]);

    const byId = Object.fromEntries(json.payments.map((x: { id: string }) => [x.id, x]));
    expect(Object.keys(byId).sort()).toEqual([mine.paid, mine.lapsed].sort());
    expect(byId[mine.paid]).toMatchObject({
      status: 'paid',
      paymentMethod: 'oxxo',
      voucherReference: expect.stringMatching(/^\d{18}$/),
      voucherExpiresAt: '2026-11-27T05:59:59.000Z',
      refundedAt: null,
      fulfilledAt: '2026-11-23T15:00:00.000Z',
    });
    expect(byId[mine.lapsed]).toMatchObject({ status: 'expired', voucherReference: expect.stringMatching(/^\d{18}$/) });

    // Nothing of Ana's: her answers, weight, RFC, invoice, payments or reminder.
    const text = JSON.stringify(json);
    for (const theirs of [
      anaSeed.billing.rfc,
      anaSeed.billing.legalName,
      '91.3',
      '104.5',
      hers.invoiceId,
      hers.paid,
      hers.lapsed,
      hers.appointmentUuid,
    ])
      expect(text).not.toContain(theirs);
    // The other way round: her export holds her own data (the filter is by patient, not just "the first one").
    const anaJson = JSON.parse(await exportFile(ana, 'json'));
    expect(anaJson.invoices.billingProfile.rfc).toBe(anaSeed.billing.rfc);
    expect(anaJson.tracking.mrs.map((a: { total: number }) => a.total)).toEqual([3]);
    expect(anaJson.tracking.hotFlashes.days.map((d: { severe: number }) => d.severe)).toEqual([47]);
    expect(anaJson.reminders.preferences).toMatchObject({ email: false, whatsapp: true });
    expect(JSON.stringify(anaJson)).not.toContain(mariaSeed.billing.rfc);
  });

  it('HTML: each new part is a section that reads in Spanish, with her values and not another patient’s', async () => {
    const { maria, mine } = await twoPatients();
    const page = await exportFile(maria, 'html');
    for (const heading of ['Seguimiento de síntomas, bochornos y peso', 'Facturación (CFDI)', 'Recordatorios de consultas', 'Pagos'])
      expect(page).toContain(`<h2>${heading}</h2>`);
    expect(page).toContain('<td>16</td><td>7</td><td>6</td><td>3</td><td>Severo</td>');
    expect(page).toContain('<td>64.5</td><td>82</td><td>25.2</td><td>Bitácora</td>');
    expect(page).toContain('<td>23 de noviembre de 2026</td><td>2</td><td>3</td><td>1</td><td>2</td><td>1.83</td><td>—</td>');
    expect(page).not.toContain('<td>47</td>');
    expect(page).toContain('<dd>GODE561231GR8</dd>');
    expect(page).toContain('605 Sueldos y Salarios e Ingresos Asimilados a Salarios');
    expect(page).toContain('D01 Honorarios médicos, dentales y gastos hospitalarios');
    expect(page).toContain('<td>GODE561231GR8 · D01 Honorarios médicos, dentales y gastos hospitalarios</td><td>Solicitada</td>');
    expect(page).toContain('<td>Correo electrónico</td>');
    expect(page).toContain('<dt>Recordatorios por WhatsApp</dt><dd>No</dd>');
    const [voucher] = await h.ctx.db.query<{ voucher_reference: string }>('SELECT voucher_reference FROM checkout_sessions WHERE id = $1', [
      mine.paid,
    ]);
    expect(page).toContain(
      `<td>${voucher.voucher_reference} (vence el 26 de noviembre de 2026 a las 23:59 (hora del centro de México))</td>`,
    );
    expect(page).toContain('<td>Pagado el 23 de noviembre de 2026 a las 12:00</td>');
    expect(page).toContain('<td>Vencido</td>');
    expect(page).not.toContain(anaSeed.billing.rfc);
    expect(page).not.toContain('91.3');
  });

  it('FHIR: her MRS totals, weights, waist and BMI as Observations of her Patient only, valid FHIR R4', async () => {
    const validate = fhirValidator();
    const { maria } = await twoPatients();
    const bundle = JSON.parse(await exportFile(maria, 'fhir'));
    const valid = validate(bundle);
    expect(valid ? [] : validate.errors!.slice(0, 10)).toEqual([]);
    const observations = bundle.entry
      .map((e: { resource: Record<string, unknown> }) => e.resource)
      .filter((r: { resourceType: string }) => r.resourceType === 'Observation');
    expect(observations.map((o: { code: { text: string } }) => o.code.text).sort()).toEqual(
      [
        'Body mass index (BMI) [Ratio]',
        'Body weight',
        'Diario de bochornos: bochornos del día',
        'Menopause Rating Scale (MRS), puntaje total',
        'Waist Circumference at umbilicus by Tape measure',
      ].sort(),
    );
    for (const o of observations) expect(o.subject).toEqual({ reference: `urn:uuid:${maria.patientUuid}` });
    const mrs = observations.find((o: { code: { text: string } }) => o.code.text.startsWith('Menopause Rating Scale'));
    const diary = observations.find((o: { code: { text: string } }) => o.code.text.startsWith('Diario de bochornos'));
    expect(diary).toMatchObject({ valueInteger: 6, effectiveDateTime: '2026-11-23' });
    expect(diary.component).toEqual(
      expect.arrayContaining([
        { code: { text: 'Bochornos severos' }, valueInteger: 1 },
        {
          code: { text: 'Puntuación de intensidad (1 a 3)' },
          valueQuantity: { value: 1.83, unit: 'puntos', system: 'http://unitsofmeasure.org', code: '{score}' },
        },
      ]),
    );
    expect(mrs).toMatchObject({ valueInteger: 16, interpretation: [{ text: 'Severo' }], effectiveDateTime: '2026-11-23' });
    const values = observations
      .filter((o: { valueQuantity?: object }) => o.valueQuantity)
      .map((o: { valueQuantity: object }) => o.valueQuantity);
    expect(values).toEqual(
      expect.arrayContaining([
        { value: 64.5, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' },
        { value: 82, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' },
        { value: 25.2, unit: 'kg/m2', system: 'http://unitsofmeasure.org', code: 'kg/m2' },
      ]),
    );
    expect(JSON.stringify(bundle)).not.toContain('91.3');
    expect(JSON.stringify(bundle)).not.toContain('"valueInteger":47');
    // The schema checks Observations too: one with a status FHIR does not know is refused.
    mrs.status = 'done';
    expect(validate(bundle)).toBe(false);
  });
});

describe('Mis datos payments read like Mis pagos', () => {
  it('pagado, pendiente, vencido and reembolsado: the same status Mis pagos shows, for every payment', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const pending = await checkout(p, 'primera', 'oxxo');
    const lapsed = await checkout(p, 'mensual', 'oxxo');
    expect((await settleOxxo(lapsed, 'expired')).statusCode).toBe(200);
    const refunded = await checkout(p, 'seguimiento', 'card');
    // The simulated checkout has no payment intent; the refund event names one, as Stripe's does.
    await h.ctx.db.query(`UPDATE checkout_sessions SET payment_intent = 'pi_export_refund' WHERE id = $1`, [refunded]);
    const payload = JSON.stringify({
      id: 'evt_export_refund',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_export', object: 'charge', refunded: true, payment_intent: 'pi_export_refund' } },
    });
    const signature = h.ctx.payments.stripe.webhooks.generateTestHeaderString({ payload, secret: h.ctx.payments.webhookSecret });
    const hook = await h.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(hook.statusCode).toBe(200);
    const paid = await checkout(p, 'primera-nutricion', 'card');

    const misPagos = (await api(p, 'GET', '/payments/history')).json() as Array<{ id: string; status: string }>;
    const json = JSON.parse(await exportFile(p, 'json'));
    const exported = Object.fromEntries(json.payments.map((x: { id: string; status: string }) => [x.id, x.status]));
    expect(Object.fromEntries(misPagos.map((x) => [x.id, x.status]))).toEqual({
      [pending]: 'pending',
      [lapsed]: 'expired',
      [refunded]: 'refunded',
      [paid]: 'paid',
    });
    for (const item of misPagos) expect([item.id, exported[item.id]]).toEqual([item.id, item.status]);
    expect(json.payments.find((x: { id: string }) => x.id === refunded).refundedAt).toBe('2026-11-23T15:00:00.000Z');

    const page = await exportFile(p, 'html');
    for (const label of ['<td>Pendiente</td>', '<td>Vencido</td>', '<td>Reembolsado el 23 de noviembre de 2026 a las 12:00</td>'])
      expect(page).toContain(label);
  });
});

describe('invoicing a cash payment', () => {
  it('an OXXO voucher paid at the store and marked paid by staff can be invoiced, flagged not deductible', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    expect((await api(p, 'PUT', `/patients/${p.openmrsId}/billing-profile`, mariaSeed.billing)).statusCode).toBe(200);
    const id = await checkout(p, 'seguimiento', 'oxxo');
    // While the cash has not arrived there is nothing to invoice.
    const early = await api(p, 'POST', `/patients/${p.openmrsId}/invoices`, { paymentId: id });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('payment_not_paid');
    expect((await settleOxxo(id, 'paid')).statusCode).toBe(200);

    const overview = await api(p, 'GET', `/patients/${p.openmrsId}/invoices`);
    expect(overview.json().payments).toEqual([expect.objectContaining({ id, method: 'oxxo', deductible: false, invoiceId: null })]);
    const invoice = await api(p, 'POST', `/patients/${p.openmrsId}/invoices`, { paymentId: id });
    expect(invoice.statusCode).toBe(201);
    expect(invoice.json()).toMatchObject({
      paymentId: id,
      method: 'oxxo',
      deductible: false,
      amount: 700,
      rfc: mariaSeed.billing.rfc,
      status: 'requested',
    });
  });
});

describe('Mis datos carries her consent evidence and every version of her answers', () => {
  it('lists each acceptance of the notice and each saved version of a step, hers only', async () => {
    const maria = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const ana = await patientWithUuid(h, 'ana@example.mx', '5587654321');
    const family = (note: string) => ({ ...demoHistory.family, cancerHistoryDetails: note });
    for (const note of ['primera versión', 'corrección']) {
      expect((await api(maria, 'POST', `/patients/${maria.openmrsId}/history/family`, family(note))).statusCode).toBeLessThan(300);
    }
    expect((await api(ana, 'POST', `/patients/${ana.openmrsId}/history/family`, family('de Ana'))).statusCode).toBeLessThan(300);

    const json = JSON.parse(await exportFile(maria, 'json'));
    const consents = (await api(maria, 'GET', `/patients/${maria.openmrsId}/consents`)).json().consents;
    expect(consents.length).toBeGreaterThan(0);
    expect(json.consentRecords).toEqual(consents);
    const familyVersions = json.answerVersions.filter((v: { step: string }) => v.step === 'family');
    expect(familyVersions.map((v: { answers: { cancerHistoryDetails: string } }) => v.answers.cancerHistoryDetails)).toEqual([
      'primera versión',
      'corrección',
    ]);
    expect(JSON.stringify(json)).not.toContain('de Ana');

    const html = await exportFile(maria, 'html');
    expect(html).toContain('Aceptaciones del aviso de privacidad');
    expect(html).toContain(consents[0].noticeSha256);
    expect(html).toContain('Versiones de tus respuestas');
  });
});
