import type { components } from '../../../common/api.gen';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { ConsentEntry, ConsentKind, ConsentLedger } from '../../ports';
import { privacyNoticeText, type PrivacyNotice } from './notice';

export type { ConsentKind } from '../../ports';
type ConsentRecord = components['schemas']['ConsentRecord'];

export const noticeChangedMessage = 'El aviso de privacidad se actualizó. Lee la versión vigente para continuar.';

export const currentNotice = (ctx: ServerContext): PrivacyNotice => ctx.config.privacyNotice;

/** The tables that keep every version of a text she accepts, each with the name its errors give it. */
const textTables = { privacy_notices: 'privacy notice', telehealth_consent_texts: 'telehealth consent' } as const;

/**
 * Writes a text's row the first time it is needed (any server, any order) and refuses a version whose
 * stored text hashes differently: a changed text must be published as a new version.
 */
export async function publishText(db: Queryable, table: keyof typeof textTables, text: PrivacyNotice, now: Date): Promise<void> {
  await db.query(`INSERT INTO ${table} (version, sha256, body, published_at) VALUES ($1, $2, $3, $4) ON CONFLICT (version) DO NOTHING`, [
    text.version,
    text.sha256,
    privacyNoticeText(text),
    now,
  ]);
  const [stored] = await db.query<{ sha256: string }>(`SELECT sha256 FROM ${table} WHERE version = $1`, [text.version]);
  if (stored.sha256 !== text.sha256) {
    throw new Error(`${textTables[table]} ${text.version} was published with another text: a changed text needs a new version`);
  }
}

export const publishNotice = (db: Queryable, notice: PrivacyNotice, now: Date) => publishText(db, 'privacy_notices', notice, now);

/**
 * The notice an acceptance refers to. Without a claim the client did not say which text it showed, so
 * it is the current one. A claim is accepted when it is the current notice or one published earlier
 * (a page loaded before a new version went out); anything else is a text this portal never showed.
 */
export async function shownNotice(
  ctx: ServerContext,
  db: Queryable,
  claim: { version?: string; sha256?: string },
): Promise<{ version: string; sha256: string }> {
  const current = currentNotice(ctx);
  await publishNotice(db, current, ctx.clock.now());
  if (claim.version === undefined && claim.sha256 === undefined) return current;
  if (claim.version === current.version && claim.sha256 === current.sha256) return current;
  const [known] = await db.query<{ version: string; sha256: string }>(
    'SELECT version, sha256 FROM privacy_notices WHERE version = $1 AND sha256 = $2',
    [claim.version ?? '', claim.sha256 ?? ''],
  );
  if (!known) throw new HttpError(409, noticeChangedMessage);
  return known;
}

export async function recordConsent(db: Queryable, row: ConsentEntry): Promise<ConsentRecord> {
  const [saved] = await db.query<ConsentRow>(
    `INSERT INTO consent_records (patient_uuid, kind, notice_version, notice_sha256, accepted_at, client_address, user_agent, signature_sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      row.patientUuid,
      row.kind,
      row.notice.version,
      row.notice.sha256,
      row.at,
      row.evidence.address,
      row.evidence.userAgent,
      row.signatureSha256 ?? null,
    ],
  );
  return consentRecord(saved);
}

interface ConsentRow {
  kind: ConsentKind;
  notice_version: string;
  notice_sha256: string;
  accepted_at: Date | string;
  client_address: string;
  signature_sha256: string | null;
}

const consentRecord = (row: ConsentRow): ConsentRecord => ({
  kind: row.kind,
  noticeVersion: row.notice_version,
  noticeSha256: row.notice_sha256,
  acceptedAt: new Date(row.accepted_at).toISOString(),
  clientAddress: row.client_address,
  signatureSha256: row.signature_sha256,
});

/** Her acceptances, newest first. */
export async function listConsents(db: Queryable, patientUuid: string): Promise<ConsentRecord[]> {
  const rows = await db.query<ConsentRow>('SELECT * FROM consent_records WHERE patient_uuid = $1 ORDER BY accepted_at DESC, id DESC', [
    patientUuid,
  ]);
  return rows.map(consentRecord);
}

/** True when she accepted exactly this notice (version and text). */
export const acceptedNotice = (consents: ConsentRecord[], notice: { version: string; sha256: string }) =>
  consents.find((c) => c.noticeVersion === notice.version && c.noticeSha256 === notice.sha256);

/** Takes her patient row for the rest of the transaction: her acceptances are then written in turn. */
export async function lockPatient(db: Queryable, patientUuid: string): Promise<void> {
  await db.query('SELECT 1 FROM patients WHERE patient_uuid = $1 FOR UPDATE', [patientUuid]);
}

/** This module's side of ConsentLedger (server/ports.ts). */
export const consentLedger: ConsentLedger = { shownNotice, recordConsent };
