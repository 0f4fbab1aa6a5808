import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { loadSpec, type OpenApiDocument } from '../../server/openapi';

/**
 * Whether a response is one openapi.yaml documents: the same AJV check for the server's real responses
 * (test/server/harness.ts) and the client tests' MSW answers (test/client/msw.ts), so neither side can
 * pass a test on a shape the other never sends.
 */
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const methodsOf = (item: Record<string, unknown>) =>
  Object.entries(item).filter(([m]) => ['get', 'post', 'put', 'delete', 'patch'].includes(m));

type ResponseSpec = { $ref?: string; content?: Record<string, unknown>; headers?: Record<string, { required?: boolean }> };

export interface SeenResponse {
  status: number;
  contentType: string;
  /** Lower-case header names present on the response. */
  headerNames: string[];
  /** Parsed JSON for a JSON response, the text otherwise. */
  body: unknown;
}

export interface Documented {
  /** `url` is a path (`/api/…?q`) or an absolute URL. */
  operationOf(method: string, url: string): string | undefined;
  /** Throws unless the response's status, required headers and body are what the contract documents for the operation. */
  assertDocumented(operationId: string, res: SeenResponse): void;
}

/** The checks for one contract: today's openapi.yaml below, or the released one (test/server/previousContract.test.ts). */
export function documentedBy(spec: OpenApiDocument): Documented {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...spec, $id: 'openapi' } as object);

  /** Where the body schema of this response lives (null: no body), and the headers it must carry. */
  function documentedResponse(
    operationId: string,
    status: number,
    contentType: string,
  ): { pointer: string | null; requiredHeaders: string[] } {
    for (const [p, item] of Object.entries(spec.paths)) {
      for (const [method, op] of methodsOf(item)) {
        if ((op as { operationId?: string }).operationId !== operationId) continue;
        const responses = (op as { responses: Record<string, ResponseSpec> }).responses;
        let pointer = `#/paths/${escape(p)}/${method}/responses/${status}`;
        let response = responses[String(status)];
        if (!response) throw new Error(`${operationId} does not document status ${status}`);
        if (response.$ref) {
          pointer = response.$ref;
          response = (spec.components as { responses: Record<string, ResponseSpec> }).responses[response.$ref.split('/').pop()!];
        }
        const requiredHeaders = Object.entries(response.headers ?? {})
          .filter(([, h]) => h.required)
          .map(([name]) => name.toLowerCase());
        if (!response.content) return { pointer: null, requiredHeaders };
        const type = Object.keys(response.content).find((t) => contentType.startsWith(t));
        if (!type) throw new Error(`${operationId} ${status} does not document ${contentType || 'a response without content type'}`);
        return { pointer: `${pointer}/content/${escape(type)}/schema`, requiredHeaders };
      }
    }
    throw new Error(`unknown operation ${operationId}`);
  }

  /** The operationId of an /api request, by method and path template (literal segments beat parameters). */
  const routes = Object.entries(spec.paths)
    .flatMap(([p, item]) =>
      methodsOf(item).map(([method, op]) => ({
        method: method.toUpperCase(),
        params: (p.match(/\{/g) ?? []).length,
        pattern: new RegExp(`^/api${p.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        operationId: (op as { operationId: string }).operationId,
      })),
    )
    .sort((a, b) => a.params - b.params);

  /** `url` is a path (`/api/…?q`) or an absolute URL. */
  function operationOf(method: string, url: string): string | undefined {
    const pathname = new URL(url, 'http://localhost').pathname;
    return routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(pathname))?.operationId;
  }

  /** Throws unless the response's status, required headers and body are what openapi.yaml documents for the operation. */
  function assertDocumented(operationId: string, res: SeenResponse): void {
    const { pointer, requiredHeaders } = documentedResponse(operationId, res.status, res.contentType);
    const missing = requiredHeaders.filter((name) => !res.headerNames.includes(name));
    if (missing.length) throw new Error(`${operationId} ${res.status} lacks the documented header(s) ${missing.join(', ')}`);
    if (!pointer) return;
    const validate = ajv.getSchema(`openapi${pointer}`);
    if (!validate) throw new Error(`no schema at ${pointer}`);
    if (!validate(res.body)) {
      throw new Error(
        `${operationId} ${res.status} does not match its contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body)}`,
      );
    }
  }

  return { operationOf, assertDocumented };
}

const spec = loadSpec();
const today = documentedBy(spec);
export const operationOf = today.operationOf;
export const assertDocumented = today.assertDocumented;

type SchemaObject = { $ref?: string; example?: unknown; properties?: Record<string, SchemaObject>; required?: string[] };
const schemas = (spec.components as { schemas: Record<string, SchemaObject> }).schemas;

const resolve = (s: SchemaObject): SchemaObject => (s.$ref ? resolve(schemas[s.$ref.split('/').pop()!]) : s);
function build(s: SchemaObject): unknown {
  const schema = resolve(s);
  if (schema.example !== undefined) return schema.example;
  if (schema.properties) return Object.fromEntries(Object.entries(schema.properties).map(([key, prop]) => [key, build(prop)]));
  return null;
}

/** An object of a named schema built from its properties' `example`s (every property, required or not). */
export const exampleOf = (name: string) => build(schemas[name]) as Record<string, unknown>;
