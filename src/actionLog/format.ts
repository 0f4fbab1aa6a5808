import { api } from '../api';

export const LOG_FORMAT = 'ella-action-log';
export const LOG_VERSION = 1;

/** One recorded action, sanitized. */
export interface LogEntry {
  seq: number;
  at: number;
  type: string;
  payload?: unknown;
  meta?: unknown;
  /** A rejected request's serialized error (RTK Query reads it when there is no error payload). */
  error?: unknown;
  /** redux-persist names the slice in a top-level `key`; replay needs it to rehydrate the same slice. */
  key?: string;
}

/** docs/architecture.md: what a tester downloads and what `npm run replay` reads. */
export interface ActionLogFile {
  format: typeof LOG_FORMAT;
  version: number;
  appVersion: string;
  createdAt: string;
  /** Sanitized state before the first action in `actions`. */
  initialState: unknown;
  actions: LogEntry[];
  /** Oldest actions dropped to keep the log bounded; initialState is the state they led to, so the log still replays exactly. */
  dropped: number;
  finalStateHash: string;
}

/**
 * The slices the hash covers: every slice of the root reducer's state except the RTK Query cache,
 * which is server data (timestamps, request ids) that a replay rebuilds but never re-fetches. Read from
 * the state rather than from app/ so that a feature can show the download button (docs/architecture.md).
 */
export function hashedSlices(state: unknown): string[] {
  return Object.keys((state ?? {}) as object).filter((name) => name !== api.reducerPath);
}

/** JSON with sorted keys and without redux-persist metadata, so equal states hash equally. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key, v]) => key !== '_persist' && v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`).join(',')}}`;
}

export function hashedPart(state: unknown): Record<string, unknown> {
  const source = (state ?? {}) as Record<string, unknown>;
  return Object.fromEntries(hashedSlices(source).map((key) => [key, source[key] ?? null]));
}

/** SHA-256 (Web Crypto: the same code in the browser, in Jest and in Node 20). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function hashState(sanitizedState: unknown): Promise<string> {
  return sha256Hex(canonicalJson(hashedPart(sanitizedState)));
}

export function appVersion(): string {
  return typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
}

export function isActionLogFile(value: unknown): value is ActionLogFile {
  const v = value as Partial<ActionLogFile> | null;
  return Boolean(v && v.format === LOG_FORMAT && typeof v.version === 'number' && Array.isArray(v.actions));
}
