import { useHarness } from './harness';
import { registeredPatient } from './patientFlow';

// The bearer check and the slide of the idle window are one statement: these pin down its other bounds.
const h = useHarness();

const HOUR = 60 * 60_000;

describe('bearer sessions', () => {
  it('ends a session 12 hours after sign-in however active it stays', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/search?openmrsId=${openmrsId}`;
    // A request every 4 minutes keeps any idle window of 5 minutes or more alive up to the hard end.
    for (let elapsed = 0; elapsed < 12 * HOUR; elapsed += 4 * 60_000) {
      h.clock.advance(4 * 60_000);
      const res = await h.app.inject({ url, headers });
      if (res.statusCode !== 200) throw new Error(`401 after ${elapsed + 4 * 60_000} ms`);
    }
    h.clock.advance(1);
    expect((await h.app.inject({ url, headers })).statusCode).toBe(401);
  });

  it('refuses a revoked session and one whose token was never issued', async () => {
    const { headers, openmrsId, token } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/search?openmrsId=${openmrsId}`;
    expect(
      (await h.app.inject({ url, headers: { authorization: `Bearer ${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}` } }))
        .statusCode,
    ).toBe(401);
    expect((await h.app.inject({ url, headers })).statusCode).toBe(200);
    await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect((await h.app.inject({ url, headers })).statusCode).toBe(401);
  });

  it('does not slide the window of a session it refuses', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/search?openmrsId=${openmrsId}`;
    h.clock.advance(12 * HOUR + 1);
    expect((await h.app.inject({ url, headers })).statusCode).toBe(401);
    const [row] = await h.ctx.db.query<{ last_seen_at: Date; created_at: Date }>('SELECT last_seen_at, created_at FROM sessions');
    expect(new Date(row.last_seen_at).getTime()).toBe(new Date(row.created_at).getTime());
  });
});
