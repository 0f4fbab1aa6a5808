import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { trustProxyFrom } from '../../server/http/trustProxy';
import { staffSecret } from '../../server/modules/staff/secret';
import { API_KEY, useHarness } from './harness';
import { patientWithUuid, registration } from './patientFlow';

// One registration per address an hour, so whose address counted shows at once.
const h = useHarness({ register: [1, 60 * 60_000] });
const BALANCER = '127.0.0.1';

/** The same server, configured as TRUST_PROXY would configure it. */
async function appTrusting(value: string | undefined): Promise<FastifyInstance> {
  return buildApp({ context: h.ctx, trustProxy: trustProxyFrom(value) });
}

const register = (app: FastifyInstance, n: number, peer: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: peer,
    headers: { 'x-api-key': API_KEY, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: registration(`paciente${n}@example.mx`, `55100000${String(n).padStart(2, '0')}`),
  });

const staffList = (app: FastifyInstance, peer: string, forwardedFor?: string) =>
  app.inject({
    url: '/api/staff/appointments',
    remoteAddress: peer,
    headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });

describe('TRUST_PROXY', () => {
  it('reads TRUST_PROXY as nothing trusted, a number of hops, or a list of balancer addresses, and refuses "true"', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('')).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    const hops = trustProxyFrom('1') as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
    expect(() => trustProxyFrom('true')).toThrow(/TRUST_PROXY/);
  });

  it("behind a trusted balancer, limits patients by their own addresses, not the balancer's", async () => {
    const app = await appTrusting(BALANCER);
    try {
      // Two patients at different addresses, both through the balancer: each has her own allowance.
      expect((await register(app, 1, BALANCER, '198.51.100.1')).statusCode).toBe(201);
      expect((await register(app, 2, BALANCER, '198.51.100.2')).statusCode).toBe(201);
      // The same patient address again is limited, whichever balancer connection carries it.
      expect((await register(app, 3, BALANCER, '198.51.100.1')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('with a hop count, takes the address the balancer appended, not one the client wrote before it', async () => {
    const app = await appTrusting('1');
    try {
      expect((await register(app, 1, '10.0.0.5', '203.0.113.66, 198.51.100.1')).statusCode).toBe(201);
      // A different forged first entry does not buy a new allowance: the balancer saw the same client.
      expect((await register(app, 2, '10.0.0.5', '203.0.113.77, 198.51.100.1')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For from a peer it does not trust, and by default from everyone', async () => {
    for (const app of [await appTrusting(BALANCER), await appTrusting(undefined)]) {
      try {
        await h.reset();
        expect((await register(app, 1, '203.0.113.9', '198.51.100.1')).statusCode).toBe(201);
        // A new forged address each time: still the one peer, still limited.
        expect((await register(app, 2, '203.0.113.9', '198.51.100.2')).statusCode).toBe(429);
      } finally {
        await app.close();
      }
    }
  });

  it("records the patient's address, not the balancer's, as consent evidence", async () => {
    const app = await appTrusting(BALANCER);
    try {
      const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
      const signature = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64')}`;
      const res = await app.inject({
        method: 'POST',
        url: `/api/patients/${p.openmrsId}/history/privacy`,
        remoteAddress: BALANCER,
        headers: { ...p.headers, 'x-forwarded-for': '198.51.100.23' },
        payload: { consentAccepted: true, patientSignature: signature },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await h.ctx.db.query<{ ip: string }>('SELECT ip FROM privacy_consents WHERE patient_uuid = $1', [p.patientUuid]);
      expect(String(row.ip)).toBe('198.51.100.23');
    } finally {
      await app.close();
    }
  });

  it('keeps the staff API to this machine: not through the balancer, and not with a forged loopback X-Forwarded-For', async () => {
    const app = await appTrusting(BALANCER);
    try {
      expect((await staffList(app, '127.0.0.1')).statusCode).toBe(200);
      // A patient through the balancer on this machine: the peer is loopback, the client is not.
      expect((await staffList(app, BALANCER, '198.51.100.1')).statusCode).toBe(401);
      // Someone elsewhere claiming to be loopback: an untrusted peer's header is not believed.
      expect((await staffList(app, '203.0.113.9', '127.0.0.1')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
    const trustingAll = await buildApp({ context: h.ctx, trustProxy: true });
    try {
      // Even a server told to trust every hop does not let a remote peer in by writing 127.0.0.1.
      expect((await staffList(trustingAll, '203.0.113.9', '127.0.0.1')).statusCode).toBe(401);
    } finally {
      await trustingAll.close();
    }
  });
});
