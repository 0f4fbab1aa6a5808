import { expectDocumented, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { payAsOwner } from './checkoutBrowser';
import { staffSecret } from '../../server/modules/staff/secret';
import { billingMessages } from '../../server/modules/invoices/billingProfile';
import { createFacturapiInvoicing } from '../../server/modules/invoices/facturapi';
import { startFacturapiStandIn, type FacturapiStandIn } from './facturapiStandIn';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { invoicesCommand } from '../../server/cli/invoices';
import { terminal } from '../../server/cli/terminal';

const h = useHarness();
afterEach(() => {
  h.ctx.invoicing = undefined;
});

type P = Awaited<ReturnType<typeof patientWithUuid>>;
const maria = () => patientWithUuid(h, 'maria@example.mx', '5512345678');
const lucia = () => patientWithUuid(h, 'lucia@example.mx', '5587654321');

const validProfile = {
  rfc: 'GODE561231GR8',
  legalName: 'MARIA FERNANDA LOPEZ GARCIA',
  taxRegime: '605',
  cfdiUse: 'D01',
  postalCode: '06700',
};

const saveProfile = (p: P, body: object, openmrsId = p.openmrsId) =>
  h.app.inject({ method: 'PUT', url: `/api/patients/${openmrsId}/billing-profile`, headers: p.headers, payload: body });
const requestInvoice = (p: P, paymentId: string, openmrsId = p.openmrsId) =>
  h.app.inject({ method: 'POST', url: `/api/patients/${openmrsId}/invoices`, headers: p.headers, payload: { paymentId } });
const overview = (p: P, openmrsId = p.openmrsId) => h.app.inject({ url: `/api/patients/${openmrsId}/invoices`, headers: p.headers });
const download = (p: P, invoiceId: string, format: 'pdf' | 'xml', openmrsId = p.openmrsId) =>
  h.app.inject({ url: `/api/patients/${openmrsId}/invoices/${invoiceId}/${format}`, headers: p.headers });
const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({ method, url, payload, remoteAddress: '127.0.0.1', headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) } });

/** A checkout session for `priceId`, paid through the simulated checkout unless `pay` is false. */
async function payment(p: P, priceId = 'primera', pay = true): Promise<string> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: p.headers,
    payload: { priceId },
  });
  expect(res.statusCode).toBe(200);
  if (pay) expect((await payAsOwner(h.app, res.json())).statusCode).toBe(303);
  return res.json().id;
}

describe('datos de facturación', () => {
  it('saves her billing data and reads it back, RFC upper-cased', async () => {
    const p = await maria();
    const empty = await h.app.inject({ url: `/api/patients/${p.openmrsId}/billing-profile`, headers: p.headers });
    expect(empty.json()).toEqual({});
    const saved = await saveProfile(p, { ...validProfile, rfc: ' gode561231gr8 ' });
    expectDocumented('saveBillingProfile', saved);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(validProfile);
    const read = await h.app.inject({ url: `/api/patients/${p.openmrsId}/billing-profile`, headers: p.headers });
    expect(read.json()).toEqual({ billingProfile: validProfile });
  });

  it.each([
    ['the generic RFC for the público en general', { rfc: 'XAXX010101000' }, 'rfc', billingMessages.rfcGeneric],
    ['the generic RFC for foreigners', { rfc: 'XEXX010101000' }, 'rfc', billingMessages.rfcGeneric],
    ["a company's 12-character RFC", { rfc: 'ABC010101AB1' }, 'rfc', billingMessages.rfcNotPerson],
    ['an RFC of the wrong form', { rfc: 'GODE5612' }, 'rfc', billingMessages.rfcInvalid],
    ['an RFC with an impossible date', { rfc: 'GODE561341GR8' }, 'rfc', billingMessages.rfcInvalid],
    ['an empty RFC', { rfc: '  ' }, 'rfc', billingMessages.rfcRequired],
    ['a name in lowercase', { legalName: 'Maria Fernanda Lopez Garcia' }, 'legalName', billingMessages.nameUppercase],
    ['a name with a régimen capital', { legalName: 'MARIA LOPEZ SA DE CV' }, 'legalName', billingMessages.nameCapitalRegime],
    ['a name with a dotted régimen capital', { legalName: 'MARIA LOPEZ S.C.' }, 'legalName', billingMessages.nameCapitalRegime],
    ['an empty name', { legalName: '' }, 'legalName', billingMessages.nameRequired],
    ["a personas morales' régimen", { taxRegime: '601' }, 'taxRegime', billingMessages.regimeInvalid],
    ['a uso only for payroll CFDI', { cfdiUse: 'CN01' }, 'cfdiUse', billingMessages.useInvalid],
    [
      'D01 with the Régimen Simplificado de Confianza',
      { taxRegime: '626' },
      'cfdiUse',
      billingMessages.combination('D01 Honorarios médicos, dentales y gastos hospitalarios', '626 Régimen Simplificado de Confianza'),
    ],
    [
      'G03 for a salaried patient',
      { cfdiUse: 'G03' },
      'cfdiUse',
      billingMessages.combination('G03 Gastos en general', '605 Sueldos y Salarios e Ingresos Asimilados a Salarios'),
    ],
    ['a 4-digit postal code', { postalCode: '6700' }, 'postalCode', billingMessages.postalCodeInvalid],
    ['a postal code with letters', { postalCode: '06T00' }, 'postalCode', billingMessages.postalCodeInvalid],
  ])('refuses %s with a Spanish message naming the field', async (_what, change, field, message) => {
    const p = await maria();
    const res = await saveProfile(p, { ...validProfile, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: field });
    const read = await h.app.inject({ url: `/api/patients/${p.openmrsId}/billing-profile`, headers: p.headers });
    expect(read.json()).toEqual({});
  });

  it('accepts the combinations the catalogue allows: S01 for RESICO, G03 for actividad empresarial', async () => {
    const p = await maria();
    expect((await saveProfile(p, { ...validProfile, taxRegime: '626', cfdiUse: 'S01' })).statusCode).toBe(200);
    expect((await saveProfile(p, { ...validProfile, taxRegime: '612', cfdiUse: 'G03' })).statusCode).toBe(200);
    expect((await saveProfile(p, { ...validProfile, taxRegime: '612', cfdiUse: 'D01' })).statusCode).toBe(200);
  });

  it("answers 404 for another patient's billing data, read or written", async () => {
    const p = await maria();
    const other = await lucia();
    await saveProfile(other, validProfile);
    expect((await h.app.inject({ url: `/api/patients/${other.openmrsId}/billing-profile`, headers: p.headers })).statusCode).toBe(404);
    expect((await saveProfile(p, { ...validProfile, legalName: 'INTRUSA' }, other.openmrsId)).statusCode).toBe(404);
    const [row] = await h.ctx.db.query<{ legal_name: string }>('SELECT legal_name FROM billing_profiles WHERE patient_uuid = $1', [
      other.patientUuid,
    ]);
    expect(row.legal_name).toBe(validProfile.legalName);
  });

  it('serves the SAT catalogue with D01 as the default uso', async () => {
    const p = await maria();
    const res = await h.app.inject({ url: '/api/invoices/catalog', headers: p.headers });
    expectDocumented('getInvoiceCatalog', res);
    const body = res.json();
    expect(body.defaultCfdiUse).toBe('D01');
    expect(body.cfdiUses.find((u: { code: string }) => u.code === 'D01').description).toBe(
      'Honorarios médicos, dentales y gastos hospitalarios',
    );
    expect(body.taxRegimes.map((r: { code: string }) => r.code)).not.toContain('601');
    expect(body.pacConfigured).toBe(false);
  });
});

describe('solicitudes de factura', () => {
  it('lists her paid payments only, card ones deductible and cash (OXXO) ones not', async () => {
    const p = await maria();
    const card = await payment(p, 'primera');
    const cash = await payment(p, 'seguimiento');
    await h.ctx.db.query(`UPDATE checkout_sessions SET payment_method = 'oxxo' WHERE id = $1`, [cash]);
    await payment(p, 'mensual', false);
    const res = await overview(p);
    expectDocumented('listInvoices', res);
    const payments = res.json().payments as Array<{ id: string; deductible: boolean; concept: string; method: string }>;
    expect(payments.map((x) => x.id).sort()).toEqual([card, cash].sort());
    expect(payments.find((x) => x.id === card)).toMatchObject({ concept: 'Primera consulta Menopausia', method: 'card', deductible: true });
    expect(payments.find((x) => x.id === cash)).toMatchObject({ method: 'oxxo', deductible: false });
  });

  it('refuses a request before she saves her billing data', async () => {
    const p = await maria();
    const res = await requestInvoice(p, await payment(p));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Primero guarda tus datos de facturación.', code: 'billing_profile_required' });
  });

  it('refuses a request on an unpaid payment', async () => {
    const p = await maria();
    await saveProfile(p, validProfile);
    const res = await requestInvoice(p, await payment(p, 'primera', false));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Solo puedes solicitar factura de un pago completado.', code: 'payment_not_paid' });
    expect(await h.ctx.db.query('SELECT id FROM invoice_requests')).toHaveLength(0);
  });

  it("answers 404 for another patient's payment and creates nothing", async () => {
    const p = await maria();
    const other = await lucia();
    await saveProfile(p, validProfile);
    const hers = await payment(other);
    expect((await requestInvoice(p, hers)).statusCode).toBe(404);
    expect((await requestInvoice(p, hers, other.openmrsId)).statusCode).toBe(404);
    expect((await overview(p, other.openmrsId)).statusCode).toBe(404);
    expect(await h.ctx.db.query('SELECT id FROM invoice_requests')).toHaveLength(0);
  });

  it('queues the request for the clinic without a PAC; staff attach the files and only she can download them', async () => {
    const p = await maria();
    const other = await lucia();
    await saveProfile(p, validProfile);
    const paid = await payment(p);
    const created = await requestInvoice(p, paid);
    expectDocumented('requestInvoice', created);
    expect(created.statusCode).toBe(201);
    const invoice = created.json();
    expect(invoice).toMatchObject({ paymentId: paid, status: 'requested', rfc: validProfile.rfc, cfdiUse: 'D01', cfdiUuid: null });
    expect((await requestInvoice(p, paid)).json()).toEqual({ message: 'Ya solicitaste la factura de este pago.', code: 'invoice_exists' });
    expect((await download(p, invoice.id, 'pdf')).statusCode).toBe(404); // not issued yet

    const queue = await staff('GET', '/api/staff/invoices');
    expect(queue.json()).toEqual([
      { invoice: expect.objectContaining({ id: invoice.id, status: 'requested' }), patientEmail: 'maria@example.mx', lastError: null },
    ]);

    const pdf = Buffer.from('%PDF-1.7\nfactura emitida por la clínica\n%%EOF\n');
    const folio = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
    const xml = `<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"><cfdi:Complemento><tfd:TimbreFiscalDigital UUID="${folio}" Version="1.1"/></cfdi:Complemento></cfdi:Comprobante>`;
    const badXml = await staff('POST', `/api/staff/invoices/${invoice.id}/files`, {
      pdfBase64: pdf.toString('base64'),
      xmlBase64: Buffer.from('<cfdi:Comprobante/>').toString('base64'),
    });
    expect(badXml.statusCode).toBe(400);
    const attached = await staff('POST', `/api/staff/invoices/${invoice.id}/files`, {
      pdfBase64: pdf.toString('base64'),
      xmlBase64: Buffer.from(xml).toString('base64'),
    });
    expect(attached.json().invoice).toMatchObject({ status: 'issued', cfdiUuid: folio });

    const gotPdf = await download(p, invoice.id, 'pdf');
    expect(gotPdf.statusCode).toBe(200);
    expect(gotPdf.headers['content-type']).toBe('application/pdf');
    expect(gotPdf.rawPayload.equals(pdf)).toBe(true);
    const gotXml = await download(p, invoice.id, 'xml');
    expect(gotXml.body).toBe(xml);

    // Not hers: 404 through her own id and through the owner's id alike; no token: 401.
    expect((await download(other, invoice.id, 'pdf')).statusCode).toBe(404);
    expect((await download(other, invoice.id, 'xml', p.openmrsId)).statusCode).toBe(404);
    expect((await h.app.inject({ url: `/api/patients/${p.openmrsId}/invoices/${invoice.id}/pdf` })).statusCode).toBe(401);
    expect((await overview(other)).json().invoices).toEqual([]);
  });

  it('keeps the billing data she had when she asked, even after she edits it', async () => {
    const p = await maria();
    await saveProfile(p, validProfile);
    const created = (await requestInvoice(p, await payment(p))).json();
    await saveProfile(p, { ...validProfile, postalCode: '44100' });
    const [listed] = (await overview(p)).json().invoices;
    expect(listed).toMatchObject({ id: created.id, postalCode: '06700' });
  });
});

describe('npm run staff -- invoices', () => {
  it('lists the queue with the receptor data and attaches the files the clinic issued', async () => {
    const p = await maria();
    await saveProfile(p, validProfile);
    const created = (await requestInvoice(p, await payment(p))).json();
    const call = async (method: 'GET' | 'POST', url: string, body?: object) => {
      const res = await staff(method, url, body);
      return { status: res.statusCode, json: res.json() };
    };
    const printed: string[] = [];
    const out = terminal({ stdout: { write: (text: string) => printed.push(text.replace(/\n$/, '')) }, stderr: process.stderr });
    expect(await invoicesCommand(call, [], out)).toBe(0);
    expect(printed.join('\n')).toContain(`${created.id}  2026-11-23T15:00:00.000Z  pendiente  maria@example.mx`);
    expect(printed.join('\n')).toContain('RFC GODE561231GR8 · MARIA FERNANDA LOPEZ GARCIA · régimen 605 · uso D01 · C.P. 06700');
    expect(printed.at(-1)).toBe('1 solicitudes de factura, 1 pendientes');

    const dir = mkdtempSync(path.join(tmpdir(), 'ella-cfdi-'));
    const folio = '0C4F2D8E-1B3A-4C5D-9E6F-7A8B9C0D1E2F';
    writeFileSync(path.join(dir, 'f.pdf'), '%PDF-1.7\nfactura\n%%EOF\n');
    writeFileSync(path.join(dir, 'f.xml'), `<cfdi:Comprobante><tfd:TimbreFiscalDigital UUID="${folio}"/></cfdi:Comprobante>`);
    expect(
      await invoicesCommand(call, ['attach', created.id, '--pdf', path.join(dir, 'f.pdf'), '--xml', path.join(dir, 'f.xml')], out),
    ).toBe(0);
    expect(printed.at(-1)).toBe(`Factura ${created.id} emitida (folio fiscal ${folio}); la paciente ya puede descargarla.`);
    expect((await download(p, created.id, 'pdf')).body).toBe('%PDF-1.7\nfactura\n%%EOF\n');
  });
});

describe('with Facturapi configured', () => {
  let pac: FacturapiStandIn;
  beforeAll(async () => {
    pac = await startFacturapiStandIn('sk_test_ella');
  });
  afterAll(() => pac.close());
  beforeEach(() => {
    pac.requests.length = 0;
    h.ctx.invoicing = createFacturapiInvoicing('sk_test_ella', pac.url);
  });

  it('issues the invoice through the SDK at once and offers her its PDF and XML', async () => {
    const p = await maria();
    await saveProfile(p, validProfile);
    const paid = await payment(p, 'primera');
    const res = await requestInvoice(p, paid);
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    expect(invoice.status).toBe('issued');
    expect(invoice.cfdiUuid).toMatch(/^[0-9A-F-]{36}$/);

    const customer = pac.requests.find((r) => r.path === '/v2/customers')!;
    expect(customer.auth).toBe('Bearer sk_test_ella');
    expect(customer.body).toMatchObject({
      legal_name: validProfile.legalName,
      tax_id: validProfile.rfc,
      tax_system: '605',
      email: 'maria@example.mx',
      address: { zip: '06700' },
    });
    const created = pac.requests.find((r) => r.path === '/v2/invoices')!;
    expect(created.body).toMatchObject({
      use: 'D01',
      payment_form: '04',
      external_id: invoice.id,
      items: [{ quantity: 1, product: { description: 'Primera consulta Menopausia', price: 1050, tax_included: true } }],
    });

    const pdf = await download(p, invoice.id, 'pdf');
    expect(pdf.rawPayload.equals(pac.pdf)).toBe(true);
    const xml = await download(p, invoice.id, 'xml');
    expect(xml.body).toContain(`UUID="${invoice.cfdiUuid}"`);
    expect((await download(await lucia(), invoice.id, 'pdf', p.openmrsId)).statusCode).toBe(404);
  });

  it('invoices a cash payment as forma de pago 01 and marks it not deductible', async () => {
    const p = await maria();
    await saveProfile(p, validProfile);
    const paid = await payment(p, 'seguimiento');
    await h.ctx.db.query(`UPDATE checkout_sessions SET payment_method = 'oxxo' WHERE id = $1`, [paid]);
    const invoice = (await requestInvoice(p, paid)).json();
    expect(invoice).toMatchObject({ status: 'issued', method: 'oxxo', deductible: false });
    expect(pac.requests.find((r) => r.path === '/v2/invoices')!.body).toMatchObject({ payment_form: '01' });
  });

  it("leaves the request for the clinic when the PAC refuses it, with the PAC's reason for staff", async () => {
    const p = await maria();
    await saveProfile(p, validProfile);
    pac.failNextInvoice('El régimen fiscal no corresponde al RFC del receptor');
    const res = await requestInvoice(p, await payment(p));
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('requested');
    const [queued] = (await staff('GET', '/api/staff/invoices')).json();
    expect(queued.lastError).toBe('400 El régimen fiscal no corresponde al RFC del receptor');
  });
});
