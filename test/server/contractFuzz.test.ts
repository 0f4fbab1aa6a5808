import { sample } from 'openapi-sampler';
import { defaultLimits, type Limits } from '../../server/context';
import { loadSpec } from '../../server/openapi';
import { staffSecret } from '../../server/modules/staff/secret';
import { API_KEY, useHarness } from './harness';
import { registeredPatient } from './patientFlow';

/**
 * Every operation of openapi.yaml, called with requests generated from the contract itself: one valid
 * (the schemas' examples, through openapi-sampler), one without credentials, and the invalid ones a
 * schema allows to build (a required field left out, an unknown field, a wrong type, a string over its
 * maxLength, a path parameter that cannot be one). The harness fails any answer the contract does not
 * document or whose body does not match its schema; here, no answer may be a 5xx either, and a call
 * without its credentials must be refused. About 600 requests, on one database.
 */
const generous = Object.fromEntries(
  Object.entries(defaultLimits).map(([name, [count, window]]) => [name, [count * 1000, window]]),
) as unknown as Limits;
const h = useHarness(generous);

jest.setTimeout(240_000);

type Json = Record<string, unknown>;
interface Operation {
  id: string;
  method: string;
  path: string;
  op: Json;
  params: Json[];
}

const spec = loadSpec() as Json & { paths: Record<string, Json>; components: { parameters: Record<string, Json> }; security: Json[] };
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const resolve = (node: Json): Json => {
  if (typeof node.$ref !== 'string') return node;
  const [, , group, name] = node.$ref.split('/');
  return resolve((spec.components as Record<string, Record<string, Json>>)[group][name]);
};

// Logging out ends the session every other call uses: it goes last.
const operations: Operation[] = Object.entries(spec.paths)
  .flatMap(([path, item]) =>
    ['get', 'post', 'put', 'patch', 'delete']
      .filter((method) => isObj(item[method]))
      .map((method) => {
        const op = item[method] as Json;
        const params = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map(resolve);
        return { id: String(op.operationId), method: method.toUpperCase(), path, op, params };
      }),
  )
  .sort((a, b) => Number(a.id === 'logout') - Number(b.id === 'logout'));

const example = (schema: unknown): unknown => sample(schema as never, { skipReadOnly: true, quiet: true }, spec as never);

interface Request {
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface Caller {
  openmrsId: string;
  bearer: string;
  staff: string;
}

function credentials(op: Json, caller: Caller): Record<string, string> {
  const schemes = ((op.security as Json[] | undefined) ?? spec.security).flatMap((requirement) => Object.keys(requirement));
  const headers: Record<string, string> = {};
  if (schemes.includes('bearerAuth')) headers.authorization = `Bearer ${caller.bearer}`;
  if (schemes.includes('clientApiKey')) headers['x-api-key'] = API_KEY;
  if (schemes.includes('staffSecret')) headers['x-staff-secret'] = caller.staff;
  return headers;
}

function multipart(fields: Json): { payload: Buffer; type: string } {
  const boundary = 'ellaFuzzBoundary';
  const parts = Object.entries(fields).map(([name, value]) =>
    name === 'file'
      ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notas.txt"\r\nContent-Type: text/plain\r\n\r\nNotas de prueba\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}

function wrongType(schema: Json): unknown {
  const resolved = resolve(schema);
  return resolved.type === 'string' ? 12345 : 'no-es-del-tipo';
}

/** The requests one operation gets: valid first, then each way its contract lets a request be wrong. */
function requestsFor({ id, method, path, op, params }: Operation, caller: Caller): Request[] {
  const pathValues: Record<string, string> = {};
  const query = new URLSearchParams();
  const headers: Record<string, string> = { ...credentials(op, caller) };
  for (const param of params) {
    const value = param.name === 'openmrsId' ? caller.openmrsId : String(example(param.schema));
    if (param.in === 'path') pathValues[String(param.name)] = value;
    if (param.in === 'query') query.set(String(param.name), value);
    if (param.in === 'header') headers[String(param.name).toLowerCase()] = value;
  }
  const url = (values: Record<string, string>, q = query) =>
    `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]))}${q.size ? `?${q}` : ''}`;

  const content = isObj(op.requestBody) ? (op.requestBody.content as Json) : undefined;
  const jsonSchema = content?.['application/json'] ? resolve((content['application/json'] as Json).schema as Json) : undefined;
  const formSchema = content?.['multipart/form-data'] ? resolve((content['multipart/form-data'] as Json).schema as Json) : undefined;
  const withJson = (body: unknown, extra: Record<string, string> = headers) => ({
    headers: { ...extra, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

  const valid: Request = { what: 'valid', method, url: url(pathValues), headers };
  if (jsonSchema) Object.assign(valid, withJson(example(jsonSchema)));
  if (formSchema) {
    const form = multipart(example(formSchema) as Json);
    Object.assign(valid, { headers: { ...headers, 'content-type': form.type }, payload: form.payload });
  }
  const requests: Request[] = [valid];

  const anonymous = Object.fromEntries(
    Object.entries(valid.headers).filter(([name]) => !['authorization', 'x-api-key', 'x-staff-secret'].includes(name)),
  );
  if (Object.keys(credentials(op, caller)).length) requests.push({ ...valid, what: 'without credentials', headers: anonymous });

  if (jsonSchema && isObj(jsonSchema.properties)) {
    const body = example(jsonSchema) as Json;
    const properties = Object.entries(jsonSchema.properties as Record<string, Json>);
    const required = (jsonSchema.required as string[] | undefined) ?? [];
    if (required.length) {
      const { [required[0]]: _left, ...without } = body;
      requests.push({ what: `without ${required[0]}`, method, url: valid.url, ...withJson(without) });
    }
    if (jsonSchema.additionalProperties === false)
      requests.push({ what: 'unknown field', method, url: valid.url, ...withJson({ ...body, campoDesconocido: 1 }) });
    for (const [name, schema] of properties.slice(0, 3)) {
      requests.push({ what: `${name} of the wrong type`, method, url: valid.url, ...withJson({ ...body, [name]: wrongType(schema) }) });
    }
    const bounded = properties.find(([, schema]) => typeof resolve(schema).maxLength === 'number');
    if (bounded) {
      const tooLong = 'a'.repeat(Number(resolve(bounded[1]).maxLength) + 1);
      requests.push({ what: `${bounded[0]} too long`, method, url: valid.url, ...withJson({ ...body, [bounded[0]]: tooLong }) });
    }
    requests.push({ what: 'a body that is not JSON', method, url: valid.url, headers: withJson(null).headers, payload: '{"sin cerrar' });
  }
  for (const name of Object.keys(pathValues)) {
    requests.push({ ...valid, what: `path ${name} that cannot be one`, url: url({ ...pathValues, [name]: 'x'.repeat(1001) }) });
  }
  const requiredQuery = params.find((p) => p.in === 'query' && p.required);
  if (requiredQuery) {
    const q = new URLSearchParams(query);
    q.delete(String(requiredQuery.name));
    requests.push({ ...valid, what: `without ${String(requiredQuery.name)}`, url: url(pathValues, q) });
  }
  return requests.map((r) => ({ ...r, what: `${id} ${r.what}` }));
}

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
