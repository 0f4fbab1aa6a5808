import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { hashCode, newCode, sameHash } from './secrets';
import { countWrongTry, insertCode, lockNewestLiveCode, retireEarlierCodes, useCode } from './repository';

export type CodePurpose = 'verify' | 'reset';
const CODE_TTL_MS = 10 * 60_000;
const MAX_TRIES = 5;

/**
 * Stores a new code (only its hash), has `deliver` enqueue its mail job on the same transaction, and
 * retires earlier codes of the same purpose: all three commit together or not at all. The mail itself
 * goes out from the job queue, retried until the mail server takes it, so a broken mail server delays
 * the code and never fails the request.
 */
export async function issueCode(
  ctx: ServerContext,
  patientUuid: string,
  purpose: CodePurpose,
  deliver: (tx: Queryable, code: string) => Promise<void>,
): Promise<void> {
  const code = newCode();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const id = await insertCode(tx, {
      patientUuid,
      purpose,
      codeHash: hashCode(code, ctx.config.pepper),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    await deliver(tx, code);
    await retireEarlierCodes(tx, patientUuid, purpose, id, now);
  });
}

/**
 * Compares `code` with her newest live code. A wrong code counts a try (the fifth burns it); a right one
 * is marked used only when `consume` is set (the recovery look-up proves the code without spending it).
 * The row is locked so parallel guesses cannot share one try.
 */
async function matchCode(
  ctx: ServerContext,
  tx: Queryable,
  patientUuid: string,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
): Promise<boolean> {
  const now = ctx.clock.now();
  const row = await lockNewestLiveCode(tx, patientUuid, purpose, now);
  if (!row) return false;
  if (sameHash(row.code_hash, hashCode(code, ctx.config.pepper))) {
    if (consume) await useCode(tx, row.id, now);
    return true;
  }
  await countWrongTry(tx, row.id, now, MAX_TRIES);
  return false;
}

/** Single use, 10 minutes, and the fifth wrong try burns the code. */
export const consumeCode = (ctx: ServerContext, tx: Queryable, patientUuid: string, purpose: CodePurpose, code: string) =>
  matchCode(ctx, tx, patientUuid, purpose, code, true);

/** Proves the code without using it up; wrong codes still count against its tries. */
export const checkCode = (ctx: ServerContext, patientUuid: string, purpose: CodePurpose, code: string) =>
  ctx.db.transaction((tx) => matchCode(ctx, tx, patientUuid, purpose, code, false));
