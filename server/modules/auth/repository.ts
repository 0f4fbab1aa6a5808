import type { Queryable } from '../../db/database';

/** A new password; a proven code proves her address too, so an unverified account becomes verified. */
export async function setPassword(db: Queryable, patientUuid: string, passwordHash: string, at: Date): Promise<void> {
  await db.query('UPDATE patients SET password_hash = $2, verified_at = coalesce(verified_at, $3) WHERE patient_uuid = $1', [
    patientUuid,
    passwordHash,
    at,
  ]);
}

export async function revokeSession(db: Queryable, tokenHash: string, at: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1', [tokenHash, at]);
}

export async function patientUuidByOpenmrsId(db: Queryable, openmrsId: string): Promise<string | undefined> {
  const [patient] = await db.query<{ patient_uuid: string }>('SELECT patient_uuid FROM patients WHERE openmrs_id = $1', [openmrsId]);
  return patient?.patient_uuid;
}

// One-time codes: only their hashes are stored.

/** Returns the new code's id. */
export async function insertCode(
  db: Queryable,
  c: { patientUuid: string; purpose: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    'INSERT INTO one_time_codes (patient_uuid, purpose, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [c.patientUuid, c.purpose, c.codeHash, c.expiresAt, c.createdAt],
  );
  return id;
}

/** Retires her live codes of the purpose issued before `id`. */
export async function retireEarlierCodes(db: Queryable, patientUuid: string, purpose: string, id: string, at: Date): Promise<void> {
  await db.query('UPDATE one_time_codes SET used_at = $4 WHERE patient_uuid = $1 AND purpose = $2 AND id < $3 AND used_at IS NULL', [
    patientUuid,
    purpose,
    id,
    at,
  ]);
}

/** Her newest live code of the purpose, locked for the rest of the transaction. */
export async function lockNewestLiveCode(
  db: Queryable,
  patientUuid: string,
  purpose: string,
  now: Date,
): Promise<{ id: string; code_hash: string } | undefined> {
  const [row] = await db.query<{ id: string; code_hash: string }>(
    `SELECT id, code_hash FROM one_time_codes
      WHERE patient_uuid = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [patientUuid, purpose, now],
  );
  return row;
}

export async function useCode(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1', [id, at]);
}

/** Counts a wrong try; the `maxTries`-th burns the code. */
export async function countWrongTry(db: Queryable, id: string, at: Date, maxTries: number): Promise<void> {
  await db.query(
    `UPDATE one_time_codes SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= $3 THEN $2 ELSE used_at END WHERE id = $1`,
    [id, at, maxTries],
  );
}

// Sessions: only the token's hash is stored.

export async function insertSession(db: Queryable, tokenHash: string, patientUuid: string, at: Date): Promise<void> {
  await db.query('INSERT INTO sessions (token_hash, patient_uuid, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [
    tokenHash,
    patientUuid,
    at,
  ]);
}

export async function revokeAllSessions(db: Queryable, patientUuid: string, at: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE patient_uuid = $1 AND revoked_at IS NULL', [patientUuid, at]);
}

/**
 * One round trip: the live-session check and the slide of its idle window are the same statement. A session
 * is live unless revoked, idle since before `idleSince` or created before `createdSince`.
 */
export async function touchLiveSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
  idleSince: Date,
  createdSince: Date,
): Promise<{ patientUuid: string; personUuid: string; openmrsId: string; email: string } | undefined> {
  const [row] = await db.query<{ patientUuid: string; personUuid: string; openmrsId: string; email: string }>(
    `UPDATE sessions s SET last_seen_at = $2
       FROM patients p
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND p.patient_uuid = s.patient_uuid
        AND s.last_seen_at >= $3 AND s.created_at >= $4
      RETURNING p.patient_uuid AS "patientUuid", p.person_uuid AS "personUuid", p.openmrs_id AS "openmrsId", p.email`,
    [tokenHash, now, idleSince, createdSince],
  );
  return row;
}
