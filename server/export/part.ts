import { formatCalendarDate, formatDateTime } from '../../common/dates.gen';
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface ExportContext {
  db: Queryable;
  patientUuid: string;
  now: Date;
}

export interface FhirResource {
  resourceType: string;
  id: string;
  [field: string]: unknown;
}

/**
 * One part of her file. Each part reads its own tables and says how it reads as HTML, as plain JSON and,
 * where FHIR R4 has a resource for it, as FHIR: a new kind of data joins the download with one line in
 * server/app.ts.
 */
export interface ExportPart<T = unknown> {
  /** Property of the JSON file. */
  key: string;
  /** Heading of its section in the HTML page. */
  title: string;
  load(x: ExportContext): Promise<T>;
  /** An escaped HTML fragment (use `esc`, `fields`, `table`). */
  html(data: T): string;
  fhir?(data: T, x: ExportContext): FhirResource[];
}

/** Defines a part with its data type inferred from `load`. */
export const definePart = <T>(part: ExportPart<T>): ExportPart<T> => part;

export const esc = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A value as she reads it: empty becomes '—', true/false 'Sí'/'No', lists joined, dates as the portal writes them. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && instantPattern.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && dayPattern.test(value)) return formatCalendarDate(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(readable).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export const fields = (rows: Array<[string, unknown]>): string =>
  `<dl>${rows.map(([label, value]) => `<dt>${esc(label)}</dt><dd>${esc(readable(value))}</dd>`).join('')}</dl>`;

export function table(headers: string[], rows: unknown[][], empty = 'Sin registros.'): string {
  if (!rows.length) return `<p>${esc(empty)}</p>`;
  const head = headers.map((h) => `<th scope="col">${esc(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((v) => `<td>${esc(readable(v))}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);
export const isoDay = (value: Date | string): string => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/** The same UUID for the same inputs, for FHIR resources whose rows have no UUID of their own. */
export function stableUuid(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const patientReference = (patientUuid: string) => ({ reference: `urn:uuid:${patientUuid}` });
