import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * ELLA_TEST_SPEC_CACHE (server/openapi.ts): test runs keep openapi.yaml's parse as JSON between test
 * files. The cached document must be exactly the YAML's, keyed by the YAML text, and production must
 * never read it.
 */
const yamlText = readFileSync(path.resolve(__dirname, '../../openapi.yaml'), 'utf8');
const cacheName = `openapi-${createHash('sha256').update(yamlText).digest('hex')}.json`;

/** loadSpec from a fresh copy of server/openapi.ts (its in-memory copy is per module instance). */
function freshLoadSpec(env: Record<string, string | undefined>): Record<string, unknown> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    let spec!: Record<string, unknown>;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules loads a fresh copy only through a synchronous require
      spec = (require('../../server/openapi') as typeof import('../../server/openapi')).loadSpec();
    });
    return spec;
  } finally {
    process.env = saved;
  }
}

describe('the parsed openapi.yaml kept between test files', () => {
  it('is the YAML parse itself, stored under the hash of the YAML text and read back from there', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ella-spec-cache-'));
    const first = freshLoadSpec({ ELLA_TEST_SPEC_CACHE: dir, NODE_ENV: 'test' });
    expect(first).toEqual(parse(yamlText));
    expect(readdirSync(dir)).toEqual([cacheName]);
    expect(JSON.parse(readFileSync(path.join(dir, cacheName), 'utf8'))).toEqual(parse(yamlText));

    // A doctored entry under the same name shows that the next load reads the cache and not the YAML.
    writeFileSync(path.join(dir, cacheName), JSON.stringify({ ...first, info: { title: 'de la caché' } }));
    expect(freshLoadSpec({ ELLA_TEST_SPEC_CACHE: dir, NODE_ENV: 'test' }).info).toEqual({ title: 'de la caché' });
  });

  it('is ignored in production, and without the variable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ella-spec-cache-'));
    writeFileSync(path.join(dir, cacheName), JSON.stringify({ info: { title: 'de la caché' } }));
    expect(freshLoadSpec({ ELLA_TEST_SPEC_CACHE: dir, NODE_ENV: 'production' })).toEqual(parse(yamlText));
    expect(freshLoadSpec({ ELLA_TEST_SPEC_CACHE: undefined, NODE_ENV: 'test' })).toEqual(parse(yamlText));
  });
});
