import { loadSpec } from '../../server/openapi';
import { staffSecret } from '../../server/modules/staff/secret';
import { contractCalls, generousLimits, type Caller, type ContractDocument } from './contractCalls';
import { useHarness } from './harness';
import { registeredPatient } from './patientFlow';

/**
 * Every operation of openapi.yaml, called with requests generated from the contract itself: one valid
 * (the schemas' examples, through openapi-sampler), one without credentials, and the invalid ones a
 * schema allows to build (a required field left out, an unknown field, a wrong type, a string over its
 * maxLength, a path parameter that cannot be one). The harness fails any answer the contract does not
 * document or whose body does not match its schema; here, no answer may be a 5xx either, and a call
 * without its credentials must be refused. About 600 requests, on one database.
 */
const h = useHarness(generousLimits);

jest.setTimeout(240_000);

const { operations, requestsFor } = contractCalls(loadSpec() as ContractDocument);

describe('every operation, fuzzed from the contract', () => {
  it('answers only what openapi.yaml documents, never a 5xx, and refuses a call without its credentials', async () => {
    const patient = await registeredPatient(h, 'fuzz@example.mx', '5512345678');
    const caller: Caller = { openmrsId: patient.openmrsId, bearer: patient.token, staff: staffSecret(h.ctx.config.dataDir) };
    const problems: string[] = [];
    let sent = 0;
    const seen = new Set<string>();
    for (const operation of operations) {
      for (const request of requestsFor(operation, caller)) {
        sent += 1;
        try {
          const res = await h.app.inject({
            method: request.method as never,
            url: request.url,
            headers: request.headers,
            payload: request.payload,
          });
          seen.add(operation.id);
          if (res.statusCode >= 500) problems.push(`${request.what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (request.what.endsWith('without credentials') && ![401, 403].includes(res.statusCode))
            problems.push(`${request.what}: ${res.statusCode}, not refused`);
        } catch (error) {
          problems.push(`${request.what}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(seen.size).toBe(operations.length);
    expect(operations.length).toBeGreaterThanOrEqual(85);
    expect(sent).toBeGreaterThan(operations.length * 4);
  });
});
