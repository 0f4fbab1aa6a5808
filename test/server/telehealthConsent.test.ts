import { createHash } from 'node:crypto';
import { expectDocumented, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { telehealthConsent } from '../../common/telehealthConsent.gen';
import { privacyNoticeText } from '../../common/privacyNotice.gen';

const h = useHarness();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const accept = (p: { openmrsId: string; headers: Record<string, string> }, payload: object, remoteAddress = '203.0.113.9') =>
  h.app.inject({
    method: 'POST',
    url: `/api/patients/${p.openmrsId}/telehealth-consent`,
    headers: { ...p.headers, 'user-agent': 'Navegador de prueba/2.0' },
    remoteAddress,
    payload,
  });
const current = { noticeVersion: telehealthConsent.version, noticeSha256: telehealthConsent.sha256 };

describe('telehealth informed consent', () => {
  it('asks for it until she gives it, then records the version, the hash of the exact text, the time, her address and browser', async () => {
    expect(sha256(privacyNoticeText(telehealthConsent))).toBe(telehealthConsent.sha256);
    const p = await patientWithUuid(h, 'lucia@example.mx', '5512345670');
    const before = await h.app.inject({ url: `/api/patients/${p.openmrsId}/telehealth-consent`, headers: p.headers });
    expectDocumented('getTelehealthConsent', before);
    expect(before.json()).toEqual({ consent: telehealthConsent, pending: true, acceptances: [] });

    const given = await accept(p, current);
    expectDocumented('acceptTelehealthConsent', given);
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({
      consentVersion: telehealthConsent.version,
      consentSha256: telehealthConsent.sha256,
      clientAddress: '203.0.113.9',
    });
    const again = await accept(p, current);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(given.json());

    const after = await h.app.inject({ url: `/api/patients/${p.openmrsId}/telehealth-consent`, headers: p.headers });
    expect(after.json()).toMatchObject({ pending: false, acceptances: [given.json()] });
    const rows = await h.ctx.db.query<{ user_agent: string }>('SELECT user_agent FROM telehealth_consents WHERE patient_uuid = $1', [
      p.patientUuid,
    ]);
    expect(rows.map((r) => r.user_agent)).toEqual(['Navegador de prueba/2.0']);
    const [text] = await h.ctx.db.query<{ body: string; sha256: string }>(
      'SELECT body, sha256 FROM telehealth_consent_texts WHERE version = $1',
      [telehealthConsent.version],
    );
    expect(sha256(text.body)).toBe(text.sha256);
  });

  it('refuses a text she was not shown, another patient, and any change to a recorded acceptance', async () => {
    const p = await patientWithUuid(h, 'rosa@example.mx', '5512345671');
    const other = await patientWithUuid(h, 'elena@example.mx', '5512345672');
    const stale = await accept(p, { ...current, noticeSha256: 'a'.repeat(64) });
    expectDocumented('acceptTelehealthConsent', stale);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('El consentimiento para atención a distancia se actualizó. Lee la versión vigente para continuar.');
    const foreign = await accept({ openmrsId: other.openmrsId, headers: p.headers }, current);
    expect(foreign.statusCode).toBe(404);

    expect((await accept(p, current)).statusCode).toBe(201);
    await expect(
      h.ctx.db.query("UPDATE telehealth_consents SET client_address = '198.51.100.1' WHERE patient_uuid = $1", [p.patientUuid]),
    ).rejects.toThrow(/append-only/);
    await expect(h.ctx.db.query('DELETE FROM telehealth_consents WHERE patient_uuid = $1', [p.patientUuid])).rejects.toThrow(/append-only/);
  });
});
