import { sample } from 'openapi-sampler';
import { defaultLimits, type Limits } from '../../server/context';
import { API_KEY } from './harness';

/**
 * Calls of every operation of a contract, generated from the contract itself: the valid one (the
 * schemas' examples, through openapi-sampler) and the invalid ones its schemas allow to build.
 * contractFuzz.test.ts sends them all from today's openapi.yaml; previousContract.test.ts sends the
 * valid ones of the released contract, as a client still running that release would.
 */

/** Every rate limit a thousand times wider: one test calls every operation from one address. */
export const generousLimits = Object.fromEntries(
  Object.entries(defaultLimits).map(([name, [count, window]]) => [name, [count * 1000, window]]),
) as unknown as Limits;

export type Json = Record<string, unknown>;
export type ContractDocument = Json & { paths: Record<string, Json>; components: Json; security: Json[] };

export interface Operation {
  id: string;
  method: string;
  path: string;
  op: Json;
  params: Json[];
}

export interface Request {
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface Caller {
  openmrsId: string;
  bearer: string;
  staff: string;
}

export function contractCalls(spec: ContractDocument): {
  operations: Operation[];
  requestsFor: (operation: Operation, caller: Caller) => Request[];
} {
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
  return { operations, requestsFor };
}
