import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { apiErrorCodes, apiMessages } from '../../common/apiMessages';
import { contractVersion } from '../../common/facts.gen';
import { buildApp } from '../../server/app';
import type { ContractSupport } from '../../server/http/contractVersion';
import { staffSecret } from '../../server/modules/staff/secret';
import { loadSpec, type OpenApiDocument } from '../../server/openapi';
import { documentedBy } from '../contract/documented';
import { contractCalls, generousLimits, type Caller, type ContractDocument } from './contractCalls';
import { expectDocumented, useHarness } from './harness';
import { registeredPatient } from './patientFlow';

/**
 * A portal still open in her browser was generated from the released contract (contract/released.openapi.yaml)
 * and sends its version. Today's server must answer every call that client makes as the RELEASED contract
 * documents it (status and body), or, once that major is no longer answered, tell it to reload.
 */
const released = parse(readFileSync(path.resolve(__dirname, '../../contract/released.openapi.yaml'), 'utf8')) as ContractDocument & {
  info: { version: string };
};
const majorOf = (version: string) => Number(version.split('.')[0]);
const releasedDocs = documentedBy(released as unknown as OpenApiDocument);

const h = useHarness(generousLimits);
jest.setTimeout(240_000);

async function caller(): Promise<Caller> {
  const patient = await registeredPatient(h, 'anterior@example.mx', '5512345679');
  return { openmrsId: patient.openmrsId, bearer: patient.token, staff: staffSecret(h.ctx.config.dataDir) };
}

describe('a client of the released contract', () => {
  it('gets from today’s server, for every operation it calls, an answer the released contract documents', async () => {
    const { operations, requestsFor } = contractCalls(released);
    const who = await caller();
    const problems: string[] = [];
    const retired = majorOf(released.info.version) < majorOf(contractVersion);
    for (const operation of operations) {
      const [call] = requestsFor(operation, who);
      const res = await h.app.inject({
        method: call.method as never,
        url: call.url,
        headers: { ...call.headers, 'x-contract-version': released.info.version },
        payload: call.payload,
      });
      if (retired) {
        // No older major is kept (server/http/contractVersion.ts): every call must tell it to reload.
        if (res.statusCode !== 426) problems.push(`${call.what}: ${res.statusCode}, not told to reload`);
        continue;
      }
      const contentType = String(res.headers['content-type'] ?? '');
      try {
        releasedDocs.assertDocumented(operation.id, {
          status: res.statusCode,
          contentType,
          headerNames: Object.keys(res.headers),
          body: contentType.startsWith('application/json') ? res.json() : res.body,
        });
      } catch (error) {
        problems.push(`${call.what}: ${(error as Error).message.split('\n')[0]}`);
      }
      if (res.statusCode >= 500) problems.push(`${call.what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(85);
  });
});

describe('a client of an older major', () => {
  const support = (sunset: string): ContractSupport => ({
    version: '2.0.0',
    olderMajors: [{ major: 1, deprecatedSince: '2026-11-20T00:00:00Z', sunset }],
  });

  it('is answered with Deprecation and Sunset while its major is kept, and told to reload after the sunset', async () => {
    // The harness's clock reads 2026-11-23T15:00Z.
    const app = await buildApp({ context: h.ctx, staticDir: null, contractSupport: support('2026-12-01T00:00:00Z') });
    try {
      const plans = {
        method: 'GET' as const,
        url: '/api/payments/plans',
        headers: { 'x-api-key': h.ctx.config.clientApiKey, 'x-contract-version': '1.0.0' },
      };
      const kept = await app.inject(plans);
      expectDocumented('listPlans', kept);
      expect(kept.statusCode).toBe(200);
      expect(kept.headers.deprecation).toBe(`@${Date.parse('2026-11-20T00:00:00Z') / 1000}`);
      expect(kept.headers.sunset).toBe('Tue, 01 Dec 2026 00:00:00 GMT');

      const current = await app.inject({ ...plans, headers: { ...plans.headers, 'x-contract-version': '2.0.0' } });
      expect(current.statusCode).toBe(200);
      expect(current.headers.deprecation).toBeUndefined();

      h.clock.advance(8 * 86_400_000);
      const late = await app.inject(plans);
      expectDocumented('listPlans', late);
      expect(late.statusCode).toBe(426);
      expect(late.json()).toEqual({ message: apiMessages.portalOutdated, code: apiErrorCodes.contractRetired });
    } finally {
      await app.close();
    }
  });

  it('is told to reload before its credentials are looked at when no older major is kept', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/patients/5512345679/personal-info',
      headers: { authorization: 'Bearer no-es-un-token', 'x-contract-version': '0.9.0' },
    });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({ message: apiMessages.portalOutdated, code: apiErrorCodes.contractRetired });
  });

  it('is served as before when it sends no version (a bundle from before the header)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/payments/plans', headers: { 'x-api-key': h.ctx.config.clientApiKey } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.deprecation).toBeUndefined();
  });

  it('may get that 426 from every operation, as openapi.yaml documents', () => {
    const { operations } = contractCalls(loadSpec() as ContractDocument);
    const undocumented = operations.filter((operation) => !(operation.op.responses as Record<string, unknown>)['426']).map((o) => o.id);
    expect(undocumented).toEqual([]);
  });
});
