import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const specPath = path.resolve(__dirname, '..', 'openapi.yaml');

export interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string } & Record<string, unknown>>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

let cached: OpenApiDocument | null = null;

/**
 * Test runs only (`ELLA_TEST_SPEC_CACHE`, a folder; ignored when NODE_ENV=production): every Jest test
 * file loads the server afresh, and parsing the YAML took a fifth of a second of CPU in each of about a
 * hundred files. The parsed document is kept as JSON under the hash of the YAML text, so an edited
 * openapi.yaml is parsed again, never read stale.
 */
function parseSpec(text: string): OpenApiDocument {
  const cacheDir = process.env.NODE_ENV === 'production' ? undefined : process.env.ELLA_TEST_SPEC_CACHE;
  if (!cacheDir) return parse(text) as OpenApiDocument;
  const file = path.join(cacheDir, `openapi-${createHash('sha256').update(text).digest('hex')}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  const spec = parse(text) as OpenApiDocument;
  mkdirSync(cacheDir, { recursive: true });
  // Written whole under a name of its own, then renamed: a parallel reader never sees half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(spec));
  renameSync(partial, file);
  return spec;
}

/** A fresh deep copy each call: the glue plugin mutates the document it is given. */
export function loadSpec(): OpenApiDocument {
  cached ??= parseSpec(readFileSync(specPath, 'utf8'));
  return structuredClone(cached);
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function operationIds(spec: OpenApiDocument): string[] {
  const ids: string[] = [];
  for (const item of Object.values(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (methods.includes(method) && op.operationId) ids.push(op.operationId);
    }
  }
  return ids;
}
