import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const specPath = path.resolve(__dirname, '..', 'openapi.yaml');

export interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string } & Record<string, unknown>>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

let cached: OpenApiDocument | null = null;

/** A fresh deep copy each call: the glue plugin mutates the document it is given. */
export function loadSpec(): OpenApiDocument {
  cached ??= parse(readFileSync(specPath, 'utf8')) as OpenApiDocument;
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
