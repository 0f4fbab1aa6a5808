import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parse } from 'yaml';
import { loggerOptions } from '../../server/http/logging';
import { renderContractShapes } from '../../scripts/codegenContractShapes';

/**
 * A property added to the contract with its `x-data` class is redacted as that class says by the action log
 * and by the server's log, with nothing else touched: a copy of openapi.yaml gains two properties on the
 * login request, codegen renders the shapes from the copy, and the real sanitizer and the real server read them.
 * `apodo` is a name no key rule recognises, `horario` an enum the log may keep: only the classes explain both.
 */
const root = path.resolve(__dirname, '../..');
const generated = path.join(root, 'common/contractShapes.gen.ts');
const nickname = 'Mariquita Flores';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ella-classes-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function contractWithNewFields(): unknown {
  const contract = readFileSync(path.join(root, 'openapi.yaml'), 'utf8');
  const anchor = '        password: { type: string, x-data: password, minLength: 1, maxLength: 200, example: Primavera2026 }';
  expect(contract).toContain(anchor);
  const added =
    '        apodo: { type: string, x-data: name, maxLength: 100 }\n' +
    '        horario: { type: string, x-data: enum, enum: [mañana, tarde] }\n';
  return parse(contract.replace(anchor, added + anchor));
}

/** The sanitizer and the server's logging, loaded against shapes generated from `spec`. */
let loads = 0;
function loadWith(spec: unknown) {
  const file = path.join(dir, `contractShapes${++loads}.gen.ts`);
  const text = renderContractShapes(spec as never).replace(
    "from './redaction'",
    `from ${JSON.stringify(path.join(root, 'common/redaction'))}`,
  );
  writeFileSync(file, text);
  let loaded: { sanitizer: typeof import('../../src/actionLog/sanitizer'); app: typeof import('../../server/app') } | undefined;
  jest.isolateModules(() => {
    jest.doMock(generated, () => jest.requireActual(file));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside this registry, against the shapes just generated
    loaded = { sanitizer: require('../../src/actionLog/sanitizer'), app: require('../../server/app') };
  });
  jest.dontMock(generated);
  return loaded!;
}

const loginRequest = { email: 'maria@example.mx', password: 'Primavera2026', apodo: nickname, horario: 'tarde' };

function sentLogin(sanitizer: typeof import('../../src/actionLog/sanitizer')) {
  const action = {
    type: 'api/executeMutation/pending',
    meta: {
      requestId: 'r1',
      requestStatus: 'pending',
      arg: { type: 'mutation', endpointName: 'loginByEmail', originalArgs: { loginRequest } },
    },
  };
  const kept = sanitizer.sanitizeAction(action) as { meta: { arg: { originalArgs: { loginRequest: Record<string, unknown> } } } };
  return kept.meta.arg.originalArgs.loginRequest;
}

async function serverLogOfLogin(app: typeof import('../../server/app')): Promise<string> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const server = await app.buildApp({ logger: loggerOptions('info', stream), clientApiKey: 'clave-de-prueba' });
  try {
    // The contract on disk does not have the new fields, so the server refuses the call (400) and logs what was sent.
    const reply = await server.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      headers: { 'x-api-key': 'clave-de-prueba' },
      payload: loginRequest,
    });
    expect(reply.statusCode).toBe(400);
  } finally {
    await server.close();
  }
  return lines.join('');
}

describe("the contract's data classes", () => {
  it('redact a newly classified property in the action log and in the server log', async () => {
    const { sanitizer, app } = loadWith(contractWithNewFields());
    expect(sentLogin(sanitizer)).toEqual({ email: '[email]', password: '[password]', apodo: '[name]', horario: 'tarde' });

    const log = await serverLogOfLogin(app);
    expect(log).not.toContain(nickname);
    expect(log).not.toContain('maria@example.mx');
    expect(log).not.toContain('Primavera2026');
    const refused = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; operation?: string; input?: { body?: unknown } })
      .find((line) => line.msg === 'request refused');
    expect(refused).toMatchObject({
      operation: 'loginByEmail',
      input: { body: { email: '[email]', password: '[password]', apodo: '[name]', horario: 'tarde' } },
    });
  });

  it('without the classes, the same fields are only text: the classes, not the keys, decide', () => {
    const { sanitizer } = loadWith(parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')));
    expect(sentLogin(sanitizer)).toMatchObject({ apodo: '[text]', horario: '[text]' });
  });

  it('fail codegen on a property with no class, naming it', () => {
    const contract = readFileSync(path.join(root, 'openapi.yaml'), 'utf8').replace(
      '        password: { type: string, x-data: password, minLength: 1, maxLength: 200, example: Primavera2026 }',
      '        apodo: { type: string, maxLength: 100 }\n        password: { type: string, x-data: password, minLength: 1, maxLength: 200, example: Primavera2026 }',
    );
    expect(() => renderContractShapes(parse(contract))).toThrow(/LoginRequest\.apodo: no x-data class/);
  });
});
