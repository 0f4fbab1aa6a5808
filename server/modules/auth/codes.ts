import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { hashCode, newCode, sameHash } from './secrets';

export type CodePurpose = 'verify' | 'reset';
const CODE_TTL_MS = 10 * 60_000;
const MAX_TRIES = 5;

/** A new code replaces any earlier one of the same purpose; only its hash is stored. */
export async function issueCode(ctx: ServerContext, patientUuid: string, purpose: CodePurpose): Promise<string> {
  const code = newCode();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE one_time_codes SET used_at = $3 WHERE patient_uuid = $1 AND purpose = $2 AND used_at IS NULL', [patientUuid, purpose, now]);
    await tx.query(
      'INSERT INTO one_time_codes (patient_uuid, purpose, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
      [patientUuid, purpose, hashCode(code, ctx.config.pepper), new Date(now.getTime() + CODE_TTL_MS), now],
    );
  });
  return code;
}

/** Single use, 10 minutes, and the fifth wrong try burns the code. */
export async function consumeCode(ctx: ServerContext, tx: Queryable, patientUuid: string, purpose: CodePurpose, code: string): Promise<boolean> {
  const now = ctx.clock.now();
  const [row] = await tx.query<{ id: string; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM one_time_codes
      WHERE patient_uuid = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      ORDER BY id DESC LIMIT 1`,
    [patientUuid, purpose, now],
  );
  if (!row) return false;
  if (sameHash(row.code_hash, hashCode(code, ctx.config.pepper))) {
    await tx.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
    return true;
  }
  const attempts = row.attempts + 1;
  await tx.query('UPDATE one_time_codes SET attempts = $2, used_at = $3 WHERE id = $1', [row.id, attempts, attempts >= MAX_TRIES ? now : null]);
  return false;
}

export async function hasPendingCode(ctx: ServerContext, patientUuid: string, purpose: CodePurpose): Promise<boolean> {
  const rows = await ctx.db.query(
    'SELECT 1 FROM one_time_codes WHERE patient_uuid = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 LIMIT 1',
    [patientUuid, purpose, ctx.clock.now()],
  );
  return rows.length > 0;
}
