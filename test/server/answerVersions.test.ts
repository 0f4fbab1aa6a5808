import { expectDocumented, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';
import { demoHistory } from '../../server/modules/patients/demoHistory';

const h = useHarness();

interface VersionRow {
  step: string;
  payload: Record<string, unknown>;
  saved_at: Date;
}
const versions = (patientUuid: string, step: string) =>
  h.ctx.db.query<VersionRow>('SELECT step, payload, saved_at FROM history_versions WHERE patient_uuid = $1 AND step = $2 ORDER BY id', [
    patientUuid,
    step,
  ]);

describe('questionnaire answers (NOM-004: corrected by addenda, never overwritten)', () => {
  it('keeps every saved version of a step with its time, and reads return the latest', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/${p.openmrsId}/history/urinary`;
    const first = { ...demoHistory.urinary, nocturiaFrequency: 1 };
    const corrected = { ...demoHistory.urinary, nocturiaFrequency: 3 };
    const firstAt = h.clock.now().toISOString();
    expect((await h.app.inject({ method: 'POST', url, headers: p.headers, payload: first })).statusCode).toBe(200);
    h.clock.advance(600_000);
    const correctedAt = h.clock.now().toISOString();
    expect((await h.app.inject({ method: 'POST', url, headers: p.headers, payload: corrected })).statusCode).toBe(200);

    const read = await h.app.inject({ url, headers: p.headers });
    expectDocumented('getUrinaryHealth', read);
    expect(read.json()).toEqual({ ...corrected, updatedAt: correctedAt });

    const kept = await versions(p.patientUuid, 'urinary');
    expect(kept.map((v) => [v.payload, new Date(v.saved_at).toISOString()])).toEqual([
      [first, firstAt],
      [corrected, correctedAt],
    ]);
  });

  it('keeps every version of step 1 (weight, height, address) too', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/${p.openmrsId}/personal-info`;
    const address = { street: 'Av. Insurgentes Sur', number: '1602', city: 'Ciudad de México', state: 'CDMX', postalCode: '03940' };
    await h.app.inject({ method: 'POST', url, headers: p.headers, payload: { weight: 64, height: 160, shippingAddress: address } });
    h.clock.advance(60_000);
    await h.app.inject({
      method: 'POST',
      url,
      headers: p.headers,
      payload: { weight: 62.5, height: 160, shippingAddress: { ...address, number: '' } },
    });
    const read = await h.app.inject({ url, headers: p.headers });
    expect(read.json()).toMatchObject({ weight: 62.5, shippingAddress: { number: '' } });
    const kept = await versions(p.patientUuid, 'personal-info');
    expect(kept.map((v) => v.payload)).toEqual([
      { weight: 64, height: 160, shippingAddress: address },
      { weight: 62.5, height: 160, shippingAddress: { ...address, number: '' } },
    ]);
  });

  it('cannot lose a version: the database refuses UPDATE and DELETE of answer versions', async () => {
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/${p.openmrsId}/history/family`;
    await h.app.inject({ method: 'POST', url, headers: p.headers, payload: demoHistory.family });
    await expect(
      h.ctx.db.query(`UPDATE history_versions SET payload = '{}'::jsonb WHERE patient_uuid = $1`, [p.patientUuid]),
    ).rejects.toThrow(/append-only/);
    await expect(h.ctx.db.query('DELETE FROM history_versions WHERE patient_uuid = $1', [p.patientUuid])).rejects.toThrow(/append-only/);
    // Even a write that bypasses the API and updates the latest answers directly leaves a version behind.
    await h.ctx.db.query(`UPDATE history_steps SET payload = '{"edited": true}'::jsonb, updated_at = now() WHERE patient_uuid = $1`, [
      p.patientUuid,
    ]);
    const kept = await versions(p.patientUuid, 'family');
    expect(kept.map((v) => v.payload)).toEqual([demoHistory.family, { edited: true }]);
  });
});
