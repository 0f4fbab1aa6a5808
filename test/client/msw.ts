import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { assertDocumented, operationOf } from '../contract/documented';

/**
 * The one MSW setup for client tests. Every answer a test's handlers give to /api is checked against
 * openapi.yaml with the same AJV schemas the server's API tests use (test/contract/documented.ts): a
 * status, header or body the contract does not document fails the test that received it, so a client
 * test cannot pass on data the server never sends.
 */
export interface Seen {
  method: string;
  /** Path and query string. */
  path: string;
  /** JSON body, the form fields of a multipart body (files as {name, size}), the text, or null. */
  body: unknown;
  authorization: string | null;
  apiKey: string | null;
  verificationCode: string | null;
  contractVersion: string | null;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.clone().formData();
    return Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : { name: v.name, size: v.size }]));
  }
  const text = await request.clone().text();
  if (!text) return null;
  return type.includes('application/json') ? (JSON.parse(text) as unknown) : text;
}

/**
 * What the client sent: `ok` and `answer` record each request before answering, so a test reads
 * `seen` as soon as the client has its response.
 */
export function requestLog() {
  const seen: Seen[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname + url.search,
      body: await bodyOf(request),
      authorization: request.headers.get('authorization'),
      apiKey: request.headers.get('x-api-key'),
      verificationCode: request.headers.get('x-verification-code'),
      contractVersion: request.headers.get('x-contract-version'),
    });
  };
  /** A resolver answering `body` as JSON with `status` (null: no body). */
  const ok =
    (body: JsonBodyType | null, status = 200, headers: Record<string, string> = {}) =>
    async ({ request }: { request: Request }) => {
      await record(request);
      return body === null ? new HttpResponse(null, { status, headers }) : HttpResponse.json(body, { status, headers });
    };
  const calls = (method: string, pathPart: string) => seen.filter((s) => s.method === method && s.path.includes(pathPart));
  return { seen, record, ok, calls };
}

export type RequestLog = ReturnType<typeof requestLog>;

/**
 * The header that exempts one answer from the contract check, with the reason as its value: only for
 * tests of what the client does with an answer our server never gives (a proxy's bare 503, an error
 * without `message`), which SPEC still gives texts for.
 */
export const OFF_CONTRACT = 'x-test-off-contract';

async function checkAgainstContract(request: Request, response: Response): Promise<void> {
  if (response.type === 'error') return; // a simulated network failure has no HTTP answer to check
  if (response.headers.get(OFF_CONTRACT)) return;
  const operationId = operationOf(request.method, request.url);
  if (!operationId) throw new Error(`MSW answered ${request.method} ${new URL(request.url).pathname}, which openapi.yaml does not have`);
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.clone().text();
  assertDocumented(operationId, {
    status: response.status,
    contentType,
    headerNames: [...response.headers.keys()].map((name) => name.toLowerCase()),
    body: contentType.startsWith('application/json') ? (JSON.parse(text) as unknown) : text,
  });
}

/**
 * `setupServer` for client tests: the same MSW server, whose every mocked /api answer (from the initial
 * handlers or a test's `server.use`) must be one openapi.yaml documents, or the test that received it
 * fails. Call it at the top level of a test file; the file still listens, resets and closes it.
 */
export function contractServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  const checks: Array<Promise<void>> = [];
  const violations: string[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    checks.push(checkAgainstContract(request, response).catch((error: Error) => void violations.push(error.message)));
  });
  afterEach(async () => {
    await Promise.all(checks.splice(0));
    const found = violations.splice(0);
    if (found.length) throw new Error(`mocked answers that openapi.yaml does not document:\n${found.join('\n')}`);
  });
  return server;
}

/**
 * Replaces `method path` (after /api) on `server` for the current test, recording the request in `log`.
 * `offContract` (the reason) marks an answer the server never gives, see OFF_CONTRACT.
 */
export function answerWith(server: SetupServer, log: RequestLog) {
  return (method: 'get' | 'post' | 'put' | 'delete', path: string, status: number, body?: JsonBodyType, offContract?: string) =>
    server.use(
      http[method](`*/api${path}`, log.ok(body === undefined ? null : body, status, offContract ? { [OFF_CONTRACT]: offContract } : {})),
    );
}
