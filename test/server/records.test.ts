import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expectDocumented, useHarness } from './harness';
import { patientWithUuid, registeredPatient } from './patientFlow';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';
import { demoHistory, tinyJpegDataUrl } from '../../server/modules/patients/demoHistory';
import { loadSpec } from '../../server/openapi';
import { historySteps } from '../../server/modules/patients/handlers';
import { privacyNotice } from '../../common/privacyNotice.gen';
import { telehealthConsent } from '../../common/telehealthConsent.gen';
import { dayKey } from '../../common/dates.gen';

const h = useHarness();

const stepOps = historySteps;

describe('medical history', () => {
  it('saves all six questionnaire steps and reads them back equal', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    for (const [step, [getId, saveId]] of Object.entries(stepOps)) {
      const url = `/api/patients/${openmrsId}/history/${step}`;
      const before = await h.app.inject({ url, headers });
      expect(before.statusCode).toBe(204);
      expect(before.body).toBe('');
      expectDocumented(getId, before);
      const saved = await h.app.inject({ method: 'POST', url, headers, payload: demoHistory[step as keyof typeof demoHistory] });
      expect(saved.statusCode).toBe(200);
      expectDocumented(saveId, saved);
      const read = await h.app.inject({ url, headers });
      expectDocumented(getId, read);
      const { updatedAt, ...answers } = read.json();
      expect(answers).toEqual(demoHistory[step as keyof typeof demoHistory]);
      expect(Date.parse(updatedAt)).not.toBeNaN();
    }
  });

  it('rejects answers the SPEC collects but never sends, and wrong types, with 400', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/${openmrsId}/history/urinary`;
    const extra = await h.app.inject({ method: 'POST', url, headers, payload: { ...demoHistory.urinary, usesProtectivePads: true } });
    expect(extra.statusCode).toBe(400);
    const wrong = await h.app.inject({ method: 'POST', url, headers, payload: { ...demoHistory.urinary, nocturiaFrequency: '2' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Datos inválidos. Por favor verifica la información ingresada.');
  });

  it('saves weight, height and the shipping address, and shows it in the patient record with country México', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const payload = {
      weight: 62.5,
      height: 162,
      shippingAddress: { street: 'Av. Insurgentes Sur', number: '', city: 'Ciudad de México', state: 'CDMX', postalCode: '03940' },
    };
    const saved = await h.app.inject({ method: 'POST', url: `/api/patients/${openmrsId}/personal-info`, headers, payload });
    expect(saved.statusCode).toBe(200);
    expectDocumented('savePersonalInfo', saved);
    expect(saved.json()).toMatchObject({ ...payload, address: { address1: 'Av. Insurgentes Sur', number: null, country: 'México' } });
    const read = await h.app.inject({ url: `/api/patients/${openmrsId}/personal-info`, headers });
    expectDocumented('getPersonalInfo', read);
    const record = await h.app.inject({ url: `/api/patients/search?openmrsId=${openmrsId}`, headers });
    expectDocumented('searchPatientByOpenmrsId', record);
    expect(record.json()).toMatchObject({
      email: 'maria@example.mx',
      openmrsId,
      phoneNumber: openmrsId,
      address: { city: 'Ciudad de México', postalCode: '03940' },
    });
    const byEmail = await h.app.inject({ url: '/api/patients/search-by-email?email=maria@example.mx', headers });
    expectDocumented('searchPatientByEmail', byEmail);
    expect(byEmail.json().patientUuid).toBe(record.json().patientUuid);
  });

  it('signs the privacy consent once with a JPEG signature and never lets it change', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/${openmrsId}/history/privacy`;
    const before = await h.app.inject({ url, headers });
    expect(before.json()).toEqual({ consentAccepted: false, patientSignature: null, signedAt: null });
    expectDocumented('getPrivacyConsent', before);
    const notJpeg = await h.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { consentAccepted: true, patientSignature: 'data:image/jpeg;base64,iVBORw0KGgo=' },
    });
    expect(notJpeg.statusCode).toBe(400);
    const signed = await h.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'user-agent': 'jest' },
      payload: { consentAccepted: true, patientSignature: tinyJpegDataUrl },
    });
    expect(signed.statusCode).toBe(201);
    expectDocumented('savePrivacyConsent', signed);
    const again = await h.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { consentAccepted: true, patientSignature: tinyJpegDataUrl },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El consentimiento ya fue firmado');
    const [row] = await h.ctx.db.query<{ signature_sha256: string; user_agent: string }>(
      'SELECT signature_sha256, user_agent FROM privacy_consents',
    );
    expect(row.signature_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.user_agent).toBe('jest');
    expect((await h.app.inject({ url, headers })).json()).toMatchObject({ consentAccepted: true, patientSignature: tinyJpegDataUrl });
  });
});

describe('patient record errors', () => {
  it('answers 204 with no body for personal info never saved and 400 for a search without an id', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const info = await h.app.inject({ url: `/api/patients/${openmrsId}/personal-info`, headers });
    expect(info.statusCode).toBe(204);
    expect(info.body).toBe('');
    expectDocumented('getPersonalInfo', info);
    const noId = await h.app.inject({ url: '/api/patients/search', headers });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe('Datos inválidos. Por favor verifica la información ingresada.');
    const record = await h.app.inject({ url: `/api/patients/search?openmrsId=${openmrsId}`, headers });
    expect(record.json().address).toBeUndefined();
  });

  it('rejects personal info with a text weight or a missing street with 400', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/${openmrsId}/personal-info`;
    const address = { street: 'Av. Juárez', number: '10', city: 'Puebla', state: 'Puebla', postalCode: '72000' };
    expect(
      (await h.app.inject({ method: 'POST', url, headers, payload: { weight: '60-65', height: 160, shippingAddress: address } }))
        .statusCode,
    ).toBe(400);
    const { street: _omit, ...noStreet } = address;
    expect(
      (await h.app.inject({ method: 'POST', url, headers, payload: { weight: 60, height: 160, shippingAddress: noStreet } })).statusCode,
    ).toBe(400);
  });
});

describe('help and contact', () => {
  it('stores a help message, mails support and sends the patient a receipt', async () => {
    const { headers } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/help/messages',
      headers,
      payload: { name: 'María', email: 'maria@example.mx', subject: 'cita', message: 'No encuentro la liga.' },
    });
    expect(res.statusCode).toBe(201);
    expectDocumented('sendHelpMessage', res);
    const mails = readdirSync(h.outbox).map((f) => readFileSync(path.join(h.outbox, f), 'utf8'));
    expect(mails.some((m) => m.includes('To: soporte@espaciosella.mx') && m.includes('No encuentro la liga.'))).toBe(true);
    expect(mails.some((m) => m.includes('To: maria@example.mx') && /Recibimos tu mensaje/.test(m))).toBe(true);
    const contact = await h.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers,
      payload: { name: 'María', email: 'maria@example.mx', phoneNumber: null, message: 'Información del plan mensual' },
    });
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toBe('Mensaje recibido');
    expectDocumented('sendContactForm', contact);
    const stored = await h.ctx.db.query<{ kind: string }>('SELECT kind FROM support_messages ORDER BY id');
    expect(stored.map((r) => r.kind)).toEqual(['help', 'contact']);
  });

  it('rejects an empty contact form with 400 and limits help messages with 429 and Retry-After', async () => {
    const { headers } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const empty = await h.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers,
      payload: { name: 'María', email: 'maria@example.mx' },
    });
    expect(empty.statusCode).toBe(400);
    const statuses = [];
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await h.app.inject({
        method: 'POST',
        url: '/api/help/messages',
        headers,
        payload: { name: 'María', email: 'maria@example.mx', subject: 'general', message: `Duda ${i}` },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rejects a help message with an unknown subject', async () => {
    const { headers } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/help/messages',
      headers,
      payload: { name: 'María', email: 'maria@example.mx', subject: 'queja', message: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('ownership', () => {
  it("gives patient A a 404 with no data on every route that names patient B's id", async () => {
    const a = await registeredPatient(h, 'ana@example.mx', '5511111111');
    const b = await registeredPatient(h, 'bea@example.mx', '5522222222');
    await h.app.inject({
      method: 'POST',
      url: `/api/patients/${b.openmrsId}/history/family`,
      headers: b.headers,
      payload: demoHistory.family,
    });
    const spec = loadSpec();
    const checked: string[] = [];
    for (const [p, item] of Object.entries(spec.paths)) {
      if (!p.includes('{openmrsId}')) continue;
      for (const method of Object.keys(item).filter((m) => ['get', 'post'].includes(m))) {
        // A second id in the path (an ARCO case) is any well-formed one: the patient id decides first.
        const url = `/api${p.replace('{openmrsId}', b.openmrsId).replace(/\{(id|encounterUuid)\}/, '66666666-6666-4666-8666-666666666666')}`;
        const body = method === 'post' ? sampleBody(p) : undefined;
        const res = await h.app.inject({
          method: method.toUpperCase() as 'GET' | 'POST',
          url,
          headers: { ...a.headers, ...body?.headers },
          payload: body?.payload,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'No se encontró el recurso solicitado.' });
        expect(res.body).not.toContain('bea@example.mx');
        expect(res.body).not.toContain('Abuela materna');
        checked.push(`${method} ${p} ${res.statusCode}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(20);
    const search = await h.app.inject({ url: `/api/patients/search?openmrsId=${b.openmrsId}`, headers: a.headers });
    expect(search.statusCode).toBe(404);
    const byEmail = await h.app.inject({ url: '/api/patients/search-by-email?email=bea@example.mx', headers: a.headers });
    expect(byEmail.statusCode).toBe(404);
  });

  it("gives patient A a 404 with no data on every route that names patient B's appointment, and leaves it as it was", async () => {
    const a = await patientWithUuid(h, 'ana@example.mx', '5511111111');
    const b = await patientWithUuid(h, 'bea@example.mx', '5522222222', 1);
    const [service] = catalogue.services;
    const provider = catalogue.providers[0];
    const where = { serviceUuid: service.uuid, locationUuid: CLINIC_LOCATION_UUID, providerUuid: provider.uuid };
    const free = await h.app.inject({
      url: `/api/appointments/available-slots?phoneNumber=${b.openmrsId}&providerUuid=${provider.uuid}&serviceUuid=${service.uuid}`,
      headers: b.headers,
    });
    const [slot, other] = free.json();
    const booked = await h.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: b.headers,
      payload: { patientUuid: b.patientUuid, ...where, ...slot },
    });
    const uuid = booked.json().uuid;
    const checked: string[] = [];
    for (const [p, item] of Object.entries(loadSpec().paths)) {
      if (!p.startsWith('/appointments/{uuid}')) continue;
      for (const method of Object.keys(item).filter((m) => ['get', 'post', 'put', 'delete'].includes(m))) {
        const res = await h.app.inject({
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
          url: `/api${p.replace('{uuid}', uuid)}`,
          headers: a.headers,
          payload: p.endsWith('/reschedule') ? { ...where, ...other } : undefined,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'No se encontró el recurso solicitado.' });
        checked.push(`${method} ${p}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'delete /appointments/{uuid}',
        'put /appointments/{uuid}/earlier-slot-wait',
        'delete /appointments/{uuid}/earlier-slot-wait',
      ]),
    );
    const [{ status }] = await h.ctx.db.query<{ status: string }>('SELECT status FROM appointments WHERE uuid = $1', [uuid]);
    expect(status).toBe('Requested');
    const [{ n }] = await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM earlier_slot_waits');
    expect(n).toBe(0);
  });
});

/** A body each route accepts: the upload takes multipart only. */
function sampleBody(p: string): { payload: object | Buffer; headers?: Record<string, string> } {
  if (!p.endsWith('/documents') && !p.endsWith('/arco-requests')) return { payload: samplePayload(p) };
  const boundary = '----ellaOwnership';
  const fields = p.endsWith('/documents') ? { documentType: 'general' } : { kind: 'acceso', description: 'Copia de mi expediente' };
  const payload = Buffer.from(
    `${Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\n\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function samplePayload(p: string): object {
  const step = Object.keys(stepOps).find((s) => p.endsWith(`/history/${s}`));
  if (step) return demoHistory[step as keyof typeof demoHistory];
  if (p.endsWith('/privacy')) return { consentAccepted: true, patientSignature: tinyJpegDataUrl };
  if (p.endsWith('/privacy/exports')) return { format: 'json' };
  if (p.endsWith('/consents')) return { noticeVersion: privacyNotice.version, noticeSha256: privacyNotice.sha256 };
  if (p.endsWith('/telehealth-consent')) return { noticeVersion: telehealthConsent.version, noticeSha256: telehealthConsent.sha256 };
  if (p.endsWith('/personal-info'))
    return { weight: 60, height: 160, shippingAddress: { street: 'x', number: '1', city: 'y', state: 'z', postalCode: '01000' } };
  if (p.endsWith('/invoices')) return { paymentId: 'cs_test_ownership' };
  if (p.endsWith('/tracking/mrs')) return { answers: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] };
  if (p.endsWith('/tracking/weight')) return { weightKg: 64.5 };
  if (p.endsWith('/tracking/hot-flashes')) return { day: dayKey(h.clock.now()), mild: 1, moderate: 1, severe: 0, nightSweats: 0 };
  return {};
}
