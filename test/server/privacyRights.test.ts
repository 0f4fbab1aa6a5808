import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expectDocumented, useHarness, API_KEY } from './harness';
import { patientWithUuid, strongPassword } from './patientFlow';
import { staffSecret } from '../../server/modules/staff/secret';
import { fhirValidator } from './fhirSchema';
import { dayKey } from '../../common/dates.gen';

const h = useHarness();

const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    payload,
    remoteAddress: '127.0.0.1',
    headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir), 'x-staff-actor': 'dra.ruiz', 'x-staff-tool': 'npm run staff -- test' },
  });

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----ellaArco7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function fileArco(
  p: { headers: Record<string, string>; openmrsId: string },
  kind: string,
  description: string,
  file?: { name: string; content: Buffer },
) {
  const body = multipart({ kind, description }, file);
  return h.app.inject({
    method: 'POST',
    url: `/api/patients/${p.openmrsId}/privacy/arco-requests`,
    headers: { ...p.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A help message as server/modules/messages stores it (its own tests cover the form). */
const helpMessage = (patientUuid: string, technicalLog?: string) =>
  h.ctx.db.query(`INSERT INTO support_messages (patient_uuid, kind, payload, created_at) VALUES ($1, 'help', $2, now())`, [
    patientUuid,
    JSON.stringify({
      name: 'María',
      email: 'maria@example.mx',
      subject: 'tecnico',
      message: 'No carga',
      ...(technicalLog ? { technicalLog } : {}),
    }),
  ]);

const exportFile = (p: { headers: Record<string, string>; openmrsId: string }, format: string) =>
  h.app.inject({ method: 'POST', url: `/api/patients/${p.openmrsId}/privacy/exports`, headers: p.headers, payload: { format } });

const day = 86_400_000;

/** A patient with something in every part of her file, written the way the portal stores it. */
async function fullRecord() {
  const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
  const db = h.ctx.db;
  const now = h.clock.now();
  await db.query(
    `INSERT INTO personal_info (patient_uuid, weight, height, street, number, city, state, postal_code, updated_at)
     VALUES ($1, 63.5, 162, 'Av. Insurgentes Sur', '1602', 'Ciudad de México', 'CDMX', '03940', $2)`,
    [p.patientUuid, now],
  );
  await db.query(
    `INSERT INTO history_steps (patient_uuid, step, payload, updated_at) VALUES ($1, 'family', $2, $4), ($1, 'menopause', $3, $4)`,
    [
      p.patientUuid,
      JSON.stringify({ diabetes: true, hipertension: false, otros: '<script>alert(1)</script>', notas: '' }),
      JSON.stringify({ bochornos: 7, sintomas: ['insomnio', 'ansiedad'], peso: 63.5 }),
      now,
    ],
  );
  await db.query(
    `INSERT INTO privacy_consents (patient_uuid, signature, signature_sha256, signed_at, ip, user_agent) VALUES ($1, $2, 'abc123', $3, '203.0.113.9', 'Chromium')`,
    [p.patientUuid, `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64')}`, now],
  );
  const [service] = await db.query<{ uuid: string }>(`SELECT uuid FROM services ORDER BY name LIMIT 1`);
  const [provider] = await db.query<{ uuid: string }>(`SELECT uuid FROM providers ORDER BY name LIMIT 1`);
  await db.query(
    `INSERT INTO appointments (uuid, patient_uuid, service_uuid, provider_uuid, location_uuid, start_at, end_at, status, notes, created_at)
     VALUES ($1, $2, $3, $4, $5, $7, $8, 'Completed', NULL, $9),
            ($6, $2, $3, $4, $5, $10, $11, 'Scheduled', 'https://meet.example.mx/x', $9)`,
    [
      randomUUID(),
      p.patientUuid,
      service.uuid,
      provider.uuid,
      randomUUID(),
      randomUUID(),
      new Date(now.getTime() - 14 * day),
      new Date(now.getTime() - 14 * day + 40 * 60_000),
      now,
      new Date(now.getTime() + 14 * day),
      new Date(now.getTime() + 14 * day + 40 * 60_000),
    ],
  );
  expect(
    (
      await staff('POST', '/api/staff/prescriptions', {
        email: 'maria@example.mx',
        medications: [
          {
            name: 'Estradiol gel 0.06%',
            genericName: 'Estradiol',
            presentation: 'Gel 0.06 %',
            dosage: '1 aplicación',
            route: 'Cutánea',
            frequency: 'diaria',
            duration: '3 meses',
            instructions: '',
          },
        ],
      })
    ).statusCode,
  ).toBe(201);
  await db.query(
    `INSERT INTO documents (uuid, patient_uuid, file_name, stored_name, document_type, description, size_bytes, mime_type, uploaded_at, status)
     VALUES ($1, $2, 'laboratorio.pdf', NULL, 'ginecologia', 'Perfil hormonal', 2048, 'application/pdf', $3, 'stored')`,
    [randomUUID(), p.patientUuid, now],
  );
  await db.query(
    `INSERT INTO checkout_sessions (id, patient_uuid, kind, plan, amount, status, payment_status, success_url, cancel_url, created_at)
     VALUES ('cs_test_paid', $1, 'plan', 'mensual', 1200, 'complete', 'paid', '/ok', '/no', $2),
            ('cs_test_open', $1, 'plan', 'primera', 1050, 'open', 'unpaid', '/ok', '/no', $2)`,
    [p.patientUuid, now],
  );
  return p;
}

describe('Mis datos', () => {
  it('exports her whole file as a FHIR R4 Bundle that validates against the official FHIR R4 JSON schema', async () => {
    const validate = fhirValidator();
    const p = await fullRecord();
    const res = await exportFile(p, 'fhir');
    expect(res.statusCode).toBe(200);
    expect(res.json().mediaType).toBe('application/fhir+json');
    const bundle = JSON.parse(res.json().content);
    const valid = validate(bundle);
    expect(valid ? [] : validate.errors!.filter((e) => e.instancePath.startsWith('/entry')).slice(0, 10)).toEqual([]);
    expect(valid).toBe(true);
    const types = bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType).sort();
    expect(types).toEqual(
      [
        'Appointment',
        'Appointment',
        'Consent',
        'DocumentReference',
        'MedicationRequest',
        // Her step-1 weight (63.5 kg at 162 cm) is the first point of her weight log: weight and BMI.
        'Observation',
        'Observation',
        'Patient',
        'QuestionnaireResponse',
        'QuestionnaireResponse',
      ].sort(),
    );
    const patient = bundle.entry.find((e: { resource: { resourceType: string } }) => e.resource.resourceType === 'Patient').resource;
    expect(patient).toMatchObject({ id: p.patientUuid, birthDate: '1974-05-12', gender: 'female', name: [{ family: 'López Hernández' }] });
    // The validator is not a rubber stamp: the same bundle with a status FHIR does not know is refused.
    bundle.entry.find((e: { resource: { resourceType: string } }) => e.resource.resourceType === 'Appointment').resource.status =
      'Completed';
    expect(validate(bundle)).toBe(false);
  });

  it('exports the same file as readable HTML (her text escaped) and as JSON with every part', async () => {
    const p = await fullRecord();
    const html = await exportFile(p, 'html');
    expect(html.json().mediaType).toBe('text/html');
    const page: string = html.json().content;
    for (const heading of [
      'Cuenta y datos personales',
      'Historia clínica (cuestionario)',
      'Consentimiento y firma',
      'Consultas',
      'Recetas',
      'Documentos compartidos',
      'Pagos',
    ])
      expect(page).toContain(`<h2>${heading}</h2>`);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('Estradiol gel 0.06%');
    const json = JSON.parse((await exportFile(p, 'json')).json().content);
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining(['account', 'history', 'consents', 'appointments', 'prescriptions', 'documents', 'payments']),
    );
    expect(json.account).toMatchObject({ email: 'maria@example.mx', personalInfo: { postalCode: '03940' } });
    expect(json.history.map((s: { step: string }) => s.step)).toEqual(['family', 'menopause']);
    expect(json.payments.map((x: { id: string }) => x.id).sort()).toEqual(['cs_test_open', 'cs_test_paid']);
    expect(json.documents[0]).toMatchObject({ fileName: 'laboratorio.pdf', sizeBytes: 2048 });
  });

  it("answers 404 with no file for another patient's export", async () => {
    const ana = await patientWithUuid(h, 'ana@example.mx', '5587654321');
    const maria = await fullRecord();
    expect((await exportFile(maria, 'json')).statusCode).toBe(200); // the route exists and serves its owner
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/patients/${maria.openmrsId}/privacy/exports`,
      headers: ana.headers,
      payload: { format: 'json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('maria@example.mx');
    const log = await h.app.inject({ url: `/api/patients/${maria.openmrsId}/privacy/access-log`, headers: ana.headers });
    expect(log.statusCode).toBe(404);
  });
});

describe('access log', () => {
  it('records her exports and every staff read of her record, newest first, and shows them only to her', async () => {
    const p = await fullRecord();
    const other = await patientWithUuid(h, 'ana@example.mx', '5587654321');
    await exportFile(p, 'fhir');
    expect((await staff('GET', '/api/staff/appointments')).statusCode).toBe(200);
    await helpMessage(p.patientUuid, '{"format":"ella-action-log"}');
    const messages = await staff('GET', '/api/staff/messages');
    const id = messages.json().find((m: { patientEmail: string }) => m.patientEmail === 'maria@example.mx')?.id;
    expect(id).toBeDefined();
    expect((await staff('GET', `/api/staff/messages/${id}/technical-log`)).statusCode).toBe(200);
    const [doc] = await h.ctx.db.query<{ uuid: string }>('SELECT uuid FROM documents WHERE patient_uuid = $1', [p.patientUuid]);
    await h.ctx.db.query(`INSERT INTO document_chunks (document_uuid, seq, bytes) VALUES ($1, 0, $2)`, [doc.uuid, Buffer.from('%PDF-1.4')]);
    expect((await staff('GET', `/api/staff/documents/${doc.uuid}`)).statusCode).toBe(200);

    const res = await h.app.inject({ url: `/api/patients/${p.openmrsId}/privacy/access-log`, headers: p.headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ actorKind: string; actor: string; tool: string; action: string; what: string }>;
    expect(rows.map((r) => [r.actorKind, r.action, r.what])).toEqual([
      ['staff', 'read', 'Tu documento «laboratorio.pdf» (descarga)'],
      ['staff', 'read', `El registro técnico de tu mensaje de ayuda #${id}`],
      ['staff', 'read', 'Tus mensajes de ayuda y contacto'],
      ['staff', 'read', 'Tus consultas (lista de consultas de la clínica)'],
      ['patient', 'export', 'Tu expediente completo (FHIR R4)'],
    ]);
    expect(rows[0]).toMatchObject({ actor: 'dra.ruiz', tool: 'npm run staff -- test' });
    // The other patient had no appointments, messages or exports: nothing of hers was read.
    const hers = await h.app.inject({ url: `/api/patients/${other.openmrsId}/privacy/access-log`, headers: other.headers });
    expect(hers.json()).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE at the database level', async () => {
    const p = await fullRecord();
    await exportFile(p, 'json');
    const before = await h.ctx.db.query('SELECT * FROM access_log WHERE patient_uuid = $1', [p.patientUuid]);
    expect(before).toHaveLength(1);
    const refused = async (sql: string) => {
      const error = await h.ctx.db.query(sql, sql.includes('$1') ? [p.patientUuid] : []).then(
        () => null,
        (e: { code?: string; cause?: { code?: string }; message: string }) => e,
      );
      expect(error).not.toBeNull();
      expect(error!.code ?? error!.cause?.code).toBe('42501');
      expect(error!.message).toMatch(/append-only/);
    };
    await refused(`UPDATE access_log SET what = 'nada' WHERE patient_uuid = $1`);
    await refused('DELETE FROM access_log WHERE patient_uuid = $1');
    await refused('TRUNCATE access_log');
    expect(await h.ctx.db.query('SELECT * FROM access_log WHERE patient_uuid = $1', [p.patientUuid])).toEqual(before);
  });
});

describe('ARCO requests', () => {
  const moveClockTo = (iso: string) => h.clock.advance(new Date(iso).getTime() - h.clock.now().getTime());

  it('sets the legal deadline in business days, skipping the Christmas and New Year holidays', async () => {
    // Friday 18 December 2026, 21:30 in Mexico City (already the 19th in UTC): filed on the 18th.
    moveClockTo('2026-12-19T03:30:00Z');
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const res = await fileArco(p, 'acceso', 'Quiero una copia de mi expediente.');
    expect(res.statusCode).toBe(201);
    // 20 business days from Monday 21 December, without 25 December and 1 January.
    expect(res.json()).toMatchObject({
      kind: 'acceso',
      status: 'recibida',
      answerDue: '2027-01-19',
      answer: null,
      carryOutDue: null,
      attachment: null,
    });
    // Answered on Tuesday 22 December: 15 business days to carry it out, again around both holidays.
    moveClockTo('2026-12-22T17:00:00Z');
    const answered = await staff('POST', `/api/staff/arco-requests/${res.json().id}/answer`, {
      decision: 'procedente',
      answer: 'Te enviamos tu expediente.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().request).toMatchObject({
      status: 'procedente',
      carryOutDue: '2027-01-14',
      answer: 'Te enviamos tu expediente.',
    });
    const signedIn = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      headers: { 'x-api-key': API_KEY },
      payload: { email: 'maria@example.mx', password: strongPassword },
    });
    const headers = { authorization: `Bearer ${signedIn.json().token}` }; // days later: a new session
    const mine = await h.app.inject({ url: `/api/patients/${p.openmrsId}/privacy/arco-requests/${res.json().id}`, headers });
    expect(mine.json()).toMatchObject({ status: 'procedente', answer: 'Te enviamos tu expediente.' });
    const again = await staff('POST', `/api/staff/arco-requests/${res.json().id}/answer`, { decision: 'improcedente', answer: 'No.' });
    expect(again.statusCode).toBe(409);
    expect((await staff('POST', `/api/staff/arco-requests/${res.json().id}/carried-out`)).json().request.status).toBe('atendida');
  });

  it("answers 404 for another patient's case, through her own id or the other's", async () => {
    const maria = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const ana = await patientWithUuid(h, 'ana@example.mx', '5587654321');
    const filed = await fileArco(maria, 'rectificacion', 'Mi fecha de nacimiento está mal.');
    const id = filed.json().id;
    for (const url of [
      `/api/patients/${ana.openmrsId}/privacy/arco-requests/${id}`,
      `/api/patients/${maria.openmrsId}/privacy/arco-requests/${id}`,
    ]) {
      const res = await h.app.inject({ url, headers: ana.headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('nacimiento');
    }
    expect((await h.app.inject({ url: `/api/patients/${ana.openmrsId}/privacy/arco-requests`, headers: ana.headers })).json()).toEqual([]);
    expect((await fileArco({ ...ana, openmrsId: maria.openmrsId }, 'acceso', 'x')).statusCode).toBe(404);
  });

  it('keeps an attachment under the document upload rules and refuses a disguised one', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);
    const ok = await fileArco(p, 'rectificacion', 'Adjunto mi INE.', { name: 'ine.pdf', content: pdf });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().attachment).toMatchObject({ fileName: 'ine.pdf' });
    const disguised = await fileArco(p, 'oposicion', 'Otro', { name: 'carta.pdf', content: Buffer.from('MZ\x90\x00 not a pdf') });
    expect(disguised.statusCode).toBe(415);
    const cases = await h.app.inject({ url: `/api/patients/${p.openmrsId}/privacy/arco-requests`, headers: p.headers });
    expect(cases.json()).toHaveLength(1);
    const docs = await h.ctx.db.query<{ file_name: string; status: string }>(
      'SELECT file_name, status FROM documents WHERE patient_uuid = $1',
      [p.patientUuid],
    );
    expect(docs).toEqual([{ file_name: 'ine.pdf', status: 'stored' }]);
  });

  it('staff lists the cases with the patient, and each listing is written to her access log', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    await fileArco(p, 'oposicion', 'No quiero recibir mensajes de WhatsApp.');
    const list = await staff('GET', '/api/staff/arco-requests');
    expectDocumented('staffListArcoRequests', list);
    expect(list.json()).toMatchObject([{ patientEmail: 'maria@example.mx', request: { kind: 'oposicion', folio: expect.any(Number) } }]);
    const log = await h.app.inject({ url: `/api/patients/${p.openmrsId}/privacy/access-log`, headers: p.headers });
    expect(log.json()[0]).toMatchObject({ actorKind: 'staff', what: 'Tus solicitudes ARCO (lista)' });
    // An Acceso answered with her file: the staff export is logged as an export, with the case's folio.
    const { id, folio } = list.json()[0].request;
    const exported = await staff('POST', `/api/staff/arco-requests/${id}/export`, { format: 'json' });
    expect(exported.statusCode).toBe(200);
    expect(JSON.parse(exported.json().content).account).toMatchObject({ email: 'maria@example.mx' });
    const after = await h.app.inject({ url: `/api/patients/${p.openmrsId}/privacy/access-log`, headers: p.headers });
    expect(after.json()[0]).toMatchObject({
      actorKind: 'staff',
      action: 'export',
      what: `Tu expediente completo (JSON), solicitud ARCO folio ${folio}`,
    });
    expect((await staff('POST', `/api/staff/arco-requests/${randomUUID()}/export`, { format: 'json' })).statusCode).toBe(404);
  });

  it('carries out a granted Cancelación at once: blocks the account, deletes what is not clinical record, keeps the record 5 years', async () => {
    const p = await fullRecord();
    await helpMessage(p.patientUuid);
    const diary = await h.app.inject({
      method: 'POST',
      url: `/api/patients/${p.openmrsId}/tracking/hot-flashes`,
      headers: p.headers,
      payload: { day: dayKey(h.clock.now()), mild: 1, moderate: 2, severe: 0, nightSweats: 1 },
    });
    expect(diary.statusCode).toBe(200);
    const filed = await fileArco(p, 'cancelacion', 'Cancelen mi cuenta.');
    const answered = await staff('POST', `/api/staff/arco-requests/${filed.json().id}/answer`, {
      decision: 'procedente',
      answer: 'Cancelamos tu cuenta.',
    });
    expect(answered.statusCode).toBe(200);
    const request = answered.json().request;
    expect(request.status).toBe('atendida');
    // The last medical act is the newest clinical entry (today's prescription, answers and document): kept 5 years from today.
    const today = h.clock.now();
    const inFive = new Date(Date.UTC(today.getUTCFullYear() + 5, today.getUTCMonth(), today.getUTCDate(), 12));
    const spanish = (d: Date) =>
      new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
    expect(request.answer).toContain(`hasta el ${spanish(inFive)}, porque la NOM-004-SSA3-2012`);
    expect(request.answer).toContain(`(el tuyo fue el ${spanish(today)})`);
    expect(request.answer).toContain('NOM-004-SSA3-2012');

    expect((await h.app.inject({ url: `/api/patients/${p.openmrsId}/privacy/arco-requests`, headers: p.headers })).statusCode).toBe(401);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      headers: { 'x-api-key': API_KEY },
      payload: { email: 'maria@example.mx', password: strongPassword },
    });
    expect(login.statusCode).toBe(401);
    const reset = await h.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset-by-email',
      headers: { 'x-api-key': API_KEY },
      payload: { email: 'maria@example.mx' },
    });
    expect(reset.statusCode).toBe(404);

    const count = async (table: string, extra = '') =>
      Number(
        (await h.ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE patient_uuid = $1 ${extra}`, [p.patientUuid]))[0].n,
      );
    expect(await count('sessions')).toBe(0);
    expect(await count('one_time_codes')).toBe(0);
    expect(await count('support_messages')).toBe(0);
    expect(await count('checkout_sessions', `AND payment_status = 'unpaid'`)).toBe(0);
    expect(await count('checkout_sessions', `AND payment_status = 'paid'`)).toBe(1);
    expect(await count('history_steps')).toBe(2);
    expect(await count('prescriptions')).toBe(1);
    expect(await count('privacy_consents')).toBe(1);
    expect(await count('documents')).toBe(1);
    expect(await count('appointments', `AND status = 'Completed'`)).toBe(1);
    expect(await count('appointments', `AND status = 'Cancelled'`)).toBe(1);
    expect(await count('hot_flash_days')).toBe(1);
    const [patient] = await h.ctx.db.query<{
      password_hash: string | null;
      registration: Record<string, unknown>;
      retention_until: string | Date;
    }>('SELECT password_hash, registration, retention_until FROM patients WHERE patient_uuid = $1', [p.patientUuid]);
    expect(patient.password_hash).toBeNull();
    expect(patient.registration).not.toHaveProperty('comoNosConociste');

    // Her copy of the answer by e-mail, since she can no longer sign in.
    const { readdirSync } = await import('node:fs');
    const mails = readdirSync(h.outbox).map((f) => readFileSync(`${h.outbox}/${f}`, 'utf8'));
    expect(mails.some((m) => m.includes('To: maria@example.mx') && m.includes('folio'))).toBe(true);

    // Nothing is purged before the retention date; after it, the record goes and the access log stays.
    expect((await staff('POST', '/api/staff/privacy/purge-expired')).json().message).toBe('0 expedientes eliminados');
    h.clock.advance(5 * 366 * 86_400_000);
    expect((await staff('POST', '/api/staff/privacy/purge-expired')).json().message).toBe('1 expedientes eliminados');
    expect(await count('history_steps')).toBe(0);
    expect(await count('hot_flash_days')).toBe(0);
    // Her consent evidence and answer versions are clinical record too: they go with her, and only then.
    expect(await count('consent_records')).toBe(0);
    expect(await count('history_versions')).toBe(0);
    expect(await count('access_log')).toBeGreaterThan(0);
  });
});
