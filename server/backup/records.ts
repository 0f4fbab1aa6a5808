/**
 * The plaintext of a backup: one JSON value per line, in this order. Rows travel as the JSON text
 * PostgreSQL's `to_jsonb` made of them, inside a string, so no number or byte passes through JavaScript's
 * types on the way: the restore hands the same text to `jsonb_populate_recordset`, which gives every
 * column its own type back (bytea from its `\x…` text, timestamps with their offset, arrays, jsonb).
 */
export type BackupRecord =
  /** Up to a batch of one table's rows (the portal's schema), `rows` a JSON array's text. */
  | { kind: 'rows'; table: string; rows: string }
  /** A sequence's position, so ids go on where the source left off. */
  | { kind: 'sequence'; name: string; lastValue: string; isCalled: boolean }
  /** One of pg-boss's queues (its options), created before its jobs are loaded. */
  | { kind: 'queue'; row: string }
  /** The job queue's unfinished jobs (waiting, retrying or running), a JSON array's text. */
  | { kind: 'jobs'; rows: string }
  /** One mail outbox file, when the outbox is the transport. */
  | { kind: 'file'; area: 'outbox'; name: string; data: string }
  | { kind: 'end' };

/** The names a backup may carry: plain SQL identifiers and file names, nothing a crafted file could abuse. */
export const safeName = /^[a-z_][a-z0-9_]{0,62}$/;
export const safeFileName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
