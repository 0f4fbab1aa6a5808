import { createHash } from 'node:crypto';
import { API_KEY, expectDocumented, useHarness } from './harness';
import { registration, patientWithUuid } from './patientFlow';
import { privacyNotice, privacyNoticeText } from '../../common/privacyNotice.gen';
import { currentNoticeFromEnv, withVersion } from '../../server/modules/consent/notice';

const h = useHarness();
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const signature = (bytes: number[]) => `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...bytes]).toString('base64')}`;

interface ConsentRow {
  kind: string;
  notice_version: string;
  notice_sha256: string;
  accepted_at: Date;
  client_address: string;
  user_agent: string;
  signature_sha256: string | null;
}
const consentRows = (patientUuid: string) =>
  h.ctx.db.query<ConsentRow>('SELECT * FROM consent_records WHERE patient_uuid = $1 ORDER BY id', [patientUuid]);

afterEach(() => {
  h.ctx.config.privacyNotice = privacyNotice;
});

describe('privacy notice', () => {
  it('declares the SHA-256 of its exact text, and stores that text with it when first used', async () => {
    expect(sha256(privacyNoticeText(privacyNotice))).toBe(privacyNotice.sha256);
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const res = await h.app.inject({ url: `/api/patients/${p.openmrsId}/consents`, headers: p.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().notice).toEqual(privacyNotice);
    const [stored] = await h.ctx.db.query<{ sha256: string; body: string }>('SELECT sha256, body FROM privacy_notices WHERE version = $1', [
      privacyNotice.version,
    ]);
    expect(stored.body).toBe(`${privacyNotice.title}\n\n${privacyNotice.paragraphs.join('\n\n')}`);
    expect(sha256(stored.body)).toBe(stored.sha256);
  });

  it('is replaced by a test-only version from ELLA_TEST_PRIVACY_NOTICE_VERSION, never in production', () => {
    const bumped = currentNoticeFromEnv({ NODE_ENV: 'test', ELLA_TEST_PRIVACY_NOTICE_VERSION: 'prueba-2' });
    expect(bumped.version).toBe('prueba-2');
    expect(bumped.sha256).not.toBe(privacyNotice.sha256);
    expect(sha256(privacyNoticeText(bumped))).toBe(bumped.sha256);
    expect(currentNoticeFromEnv({ NODE_ENV: 'production', ELLA_TEST_PRIVACY_NOTICE_VERSION: 'prueba-2' })).toBe(privacyNotice);
    expect(currentNoticeFromEnv({ NODE_ENV: 'test' })).toBe(privacyNotice);
  });
});

describe('consent records', () => {
  it('records the registration checkbox with the notice version, its hash, the time, her address and browser', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '203.0.113.7',
      headers: { 'x-api-key': API_KEY, 'user-agent': 'Navegador de prueba/1.0' },
      payload: {
        ...registration('maria@example.mx', '5512345678'),
        privacyNoticeVersion: privacyNotice.version,
        privacyNoticeSha256: privacyNotice.sha256,
      },
    });
    expect(res.statusCode).toBe(201);
    const [patient] = await h.ctx.db.query<{ patient_uuid: string }>('SELECT patient_uuid FROM patients');
    const rows = await consentRows(patient.patient_uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'registration',
      notice_version: privacyNotice.version,
      notice_sha256: privacyNotice.sha256,
      client_address: '203.0.113.7',
      user_agent: 'Navegador de prueba/1.0',
      signature_sha256: null,
    });
    expect(new Date(rows[0].accepted_at).toISOString()).toBe(h.clock.now().toISOString());
  });

  it('records the current notice when the registration does not say which one it showed', async () => {
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-api-key': API_KEY },
      payload: registration('maria@example.mx', '5512345678'),
    });
    const [patient] = await h.ctx.db.query<{ patient_uuid: string }>('SELECT patient_uuid FROM patients');
    expect((await consentRows(patient.patient_uuid)).map((r) => [r.kind, r.notice_version, r.notice_sha256])).toEqual([
      ['registration', privacyNotice.version, privacyNotice.sha256],
    ]);
  });

  it('refuses a registration that claims a notice text the portal never published, and creates no account', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-api-key': API_KEY },
      payload: {
        ...registration('maria@example.mx', '5512345678'),
        privacyNoticeVersion: privacyNotice.version,
        privacyNoticeSha256: 'a'.repeat(64),
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('El aviso de privacidad se actualizó. Lee la versión vigente para continuar.');
    expect(await h.ctx.db.query('SELECT 1 FROM patients')).toHaveLength(0);
  });

  it('records the step-8 signature with the notice, the time, her address and the SHA-256 of the signature image', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    h.clock.advance(60_000);
    const image = signature([1, 2, 3, 4]);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/patients/${p.openmrsId}/history/privacy`,
      remoteAddress: '198.51.100.23',
      headers: { ...p.headers, 'user-agent': 'Firma/2.0' },
      payload: {
        consentAccepted: true,
        patientSignature: image,
        privacyNoticeVersion: privacyNotice.version,
        privacyNoticeSha256: privacyNotice.sha256,
      },
    });
    expect(res.statusCode).toBe(201);
    const rows = await consentRows(p.patientUuid);
    expect(rows.map((r) => r.kind)).toEqual(['registration', 'signature']);
    expect(rows[1]).toMatchObject({
      notice_version: privacyNotice.version,
      notice_sha256: privacyNotice.sha256,
      client_address: '198.51.100.23',
      user_agent: 'Firma/2.0',
      signature_sha256: sha256(Buffer.from(image.split(',')[1], 'base64')),
    });
    expect(new Date(rows[1].accepted_at).toISOString()).toBe(h.clock.now().toISOString());
    // Signing again changes nothing: no second signature row.
    const again = await h.app.inject({
      method: 'POST',
      url: `/api/patients/${p.openmrsId}/history/privacy`,
      headers: p.headers,
      payload: { consentAccepted: true, patientSignature: signature([9]) },
    });
    expect(again.statusCode).toBe(409);
    expect(await consentRows(p.patientUuid)).toHaveLength(2);
  });

  it('asks every patient to accept a new notice version again, and records her renewal', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/${p.openmrsId}/consents`;
    const before = await h.app.inject({ url, headers: p.headers });
    expect(before.json()).toMatchObject({ pending: false, notice: { version: privacyNotice.version } });

    const next = withVersion(privacyNotice, '2027-01-15', 'Nuevo párrafo del aviso.');
    h.ctx.config.privacyNotice = next;
    h.clock.advance(600_000);
    const asked = await h.app.inject({ url, headers: p.headers });
    expectDocumented('getConsents', asked);
    expect(asked.json()).toMatchObject({ pending: true, notice: next });
    expect(asked.json().consents).toHaveLength(1);

    // The old text she may still have on screen is not the one she must accept now.
    const stale = await h.app.inject({
      method: 'POST',
      url,
      headers: p.headers,
      payload: { noticeVersion: privacyNotice.version, noticeSha256: privacyNotice.sha256 },
    });
    expect(stale.statusCode).toBe(409);
    const forged = await h.app.inject({
      method: 'POST',
      url,
      headers: p.headers,
      payload: { noticeVersion: next.version, noticeSha256: privacyNotice.sha256 },
    });
    expect(forged.statusCode).toBe(409);

    const accepted = await h.app.inject({
      method: 'POST',
      url,
      remoteAddress: '192.0.2.44',
      headers: p.headers,
      payload: { noticeVersion: next.version, noticeSha256: next.sha256 },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({
      kind: 'renewal',
      noticeVersion: next.version,
      noticeSha256: next.sha256,
      acceptedAt: h.clock.now().toISOString(),
      clientAddress: '192.0.2.44',
      signatureSha256: null,
    });
    const after = await h.app.inject({ url, headers: p.headers });
    expect(after.json().pending).toBe(false);
    expect(after.json().consents.map((c: { kind: string; noticeVersion: string }) => [c.kind, c.noticeVersion])).toEqual([
      ['renewal', next.version],
      ['registration', privacyNotice.version],
    ]);
    // Accepting twice (two tabs) keeps one renewal.
    const twice = await h.app.inject({
      method: 'POST',
      url,
      headers: p.headers,
      payload: { noticeVersion: next.version, noticeSha256: next.sha256 },
    });
    expect(twice.statusCode).toBe(200);
    expect(await consentRows(p.patientUuid)).toHaveLength(2);
  });

  it('keeps a registration made on a page with the previous notice as that notice, and asks her for the new one', async () => {
    // The previous notice was in use on this database before the new version went out.
    await patientWithUuid(h, 'ana@example.mx', '5512345679');
    const next = withVersion(privacyNotice, '2027-01-15', 'Nuevo párrafo del aviso.');
    h.ctx.config.privacyNotice = next;
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const res = await h.app.inject({ url: `/api/patients/${p.openmrsId}/consents`, headers: p.headers });
    // patientFlow's registration names no notice: she is recorded under the current one.
    expect(res.json().pending).toBe(false);
    const old = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-api-key': API_KEY },
      payload: {
        ...registration('lucia@example.mx', '5512345670'),
        privacyNoticeVersion: privacyNotice.version,
        privacyNoticeSha256: privacyNotice.sha256,
      },
    });
    expect(old.statusCode).toBe(201);
    const [lucia] = await h.ctx.db.query<{ patient_uuid: string }>("SELECT patient_uuid FROM patients WHERE email = 'lucia@example.mx'");
    expect((await consentRows(lucia.patient_uuid)).map((r) => r.notice_version)).toEqual([privacyNotice.version]);
  });

  it("answers 404 for another patient's consents", async () => {
    const maria = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const ana = await patientWithUuid(h, 'ana@example.mx', '5512345679');
    const url = `/api/patients/${ana.openmrsId}/consents`;
    expect((await h.app.inject({ url, headers: maria.headers })).statusCode).toBe(404);
    const post = await h.app.inject({
      method: 'POST',
      url,
      headers: maria.headers,
      payload: { noticeVersion: privacyNotice.version, noticeSha256: privacyNotice.sha256 },
    });
    expect(post.statusCode).toBe(404);
    expect(await consentRows(ana.patientUuid)).toHaveLength(1);
  });

  it('cannot be changed or deleted: the database refuses UPDATE and DELETE of consent records and notices', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    await expect(
      h.ctx.db.query("UPDATE consent_records SET client_address = '10.0.0.1' WHERE patient_uuid = $1", [p.patientUuid]),
    ).rejects.toThrow(/append-only/);
    await expect(h.ctx.db.query('DELETE FROM consent_records WHERE patient_uuid = $1', [p.patientUuid])).rejects.toThrow(/append-only/);
    await expect(h.ctx.db.query("UPDATE privacy_notices SET body = 'otro texto'")).rejects.toThrow(/append-only/);
    const rows = await consentRows(p.patientUuid);
    expect(rows).toHaveLength(1);
    expect(rows[0].client_address).not.toBe('10.0.0.1');
  });
});
