import { apiMessages } from '../../../common/apiMessages';
import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context';
import { isUniqueViolation, type Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Schema } from '../../http/types';
import type { ConsentLedger, PatientAccount } from '../../ports';
import { type Evidence } from '../../http/evidence';

export interface PatientRow extends PatientAccount {
  /** What registration asked beyond the account (jsonb). */
  registration?: { weight?: string | null; height?: string | null } | null;
}

export interface Registration {
  firstName: string;
  lastName: string;
  birthdate: string;
  gender: string;
  email: string;
  address: string;
  phoneNumber: string;
  openmrsId: string;
  weight?: string;
  height?: string;
  comoNosConociste?: string;
  codigoReferencia?: string;
  aceptaPrivacidad: boolean;
  privacyNoticeVersion?: string;
  privacyNoticeSha256?: string;
}

export async function findPatientByEmail(ctx: ServerContext, email: string): Promise<PatientRow | undefined> {
  // A cancelled account (ARCO Cancelación) is kept only as clinical record: no sign-in, code or reset reaches it.
  const [row] = await ctx.db.query<PatientRow>('SELECT * FROM patients WHERE email = $1 AND cancelled_at IS NULL', [
    email.trim().toLowerCase(),
  ]);
  return row;
}

/** Creates the account and, in the same transaction, the evidence of her acceptance of the notice. */
export async function registerPatient(
  ctx: ServerContext,
  consent: ConsentLedger,
  body: Registration,
  evidence: Evidence,
): Promise<{ openmrsId: string }> {
  // SPEC §3: the patient id is her phone number.
  if (body.openmrsId !== body.phoneNumber || !body.firstName.trim() || !body.lastName.trim()) {
    throw new HttpError(400, apiMessages.badRequest);
  }
  const extra = {
    weight: body.weight ?? null,
    height: body.height ?? null,
    comoNosConociste: body.comoNosConociste ?? null,
    codigoReferencia: body.codigoReferencia ?? null,
    aceptaPrivacidadAt: ctx.clock.now().toISOString(),
  };
  const patientUuid = randomUUID();
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const notice = await consent.shownNotice(ctx, tx, { version: body.privacyNoticeVersion, sha256: body.privacyNoticeSha256 });
      await tx.query(
        `INSERT INTO patients (patient_uuid, person_uuid, openmrs_id, email, first_name, last_name, birthdate, gender, phone_number, registration, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          patientUuid,
          randomUUID(),
          body.openmrsId,
          body.email.trim().toLowerCase(),
          body.firstName.trim(),
          body.lastName.trim(),
          body.birthdate,
          body.gender,
          body.phoneNumber,
          JSON.stringify(extra),
          now,
        ],
      );
      await consent.recordConsent(tx, { patientUuid, kind: 'registration', notice, at: now, evidence });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'El usuario ya existe. Por favor intenta iniciar sesión.');
    throw error;
  }
  return { openmrsId: body.openmrsId };
}

const isoDate = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

export function ageOn(birthdate: string | Date, today: Date): number {
  const [y, m, d] = isoDate(birthdate).split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

export function loginProfile(p: PatientRow, today: Date) {
  return {
    username: p.email,
    roles: ['paciente'],
    email: p.email,
    fullName: `${p.first_name} ${p.last_name}`,
    birthdate: isoDate(p.birthdate),
    age: ageOn(p.birthdate, today),
    gender: p.gender,
    profilePictureUrl: null,
  };
}

export async function patientRecord(ctx: ServerContext, p: PatientRow): Promise<Schema<'PatientRecord'>> {
  const [info] = await ctx.db.query<{ street: string; number: string; city: string; state: string; postal_code: string }>(
    'SELECT street, number, city, state, postal_code FROM personal_info WHERE patient_uuid = $1',
    [p.patient_uuid],
  );
  const profile = loginProfile(p, ctx.clock.now());
  return {
    email: p.email,
    fullName: profile.fullName,
    birthdate: profile.birthdate,
    age: profile.age,
    gender: p.gender,
    profilePictureUrl: null,
    phoneNumber: p.phone_number,
    patientUuid: p.patient_uuid,
    personUuid: p.person_uuid,
    openmrsId: p.openmrs_id,
    weightAtRegistration: p.registration?.weight || null,
    heightAtRegistration: p.registration?.height || null,
    address: info
      ? {
          address1: info.street,
          number: info.number || null,
          city: info.city,
          state: info.state,
          postalCode: info.postal_code,
          country: 'México',
        }
      : undefined, // absent until she saves a shipping address
  };
}

export async function findPatientByOpenmrsId(db: Queryable, openmrsId: string): Promise<PatientRow | undefined> {
  const [row] = await db.query<PatientRow>('SELECT * FROM patients WHERE openmrs_id = $1', [openmrsId]);
  return row;
}

export async function findPersonalInfo(db: Queryable, patientUuid: string): Promise<Record<string, string | Date> | undefined> {
  const [row] = await db.query<Record<string, string | Date>>('SELECT * FROM personal_info WHERE patient_uuid = $1', [patientUuid]);
  return row;
}

export interface PersonalInfo {
  weight: unknown;
  height: unknown;
  street: string;
  number: string;
  city: string;
  state: string;
  postalCode: string;
}

/** Creates or replaces her personal information; returns the row as stored. */
export async function savePersonalInfo(
  db: Queryable,
  patientUuid: string,
  p: PersonalInfo,
  at: Date,
): Promise<Record<string, string | Date>> {
  const [row] = await db.query<Record<string, string | Date>>(
    `INSERT INTO personal_info (patient_uuid, weight, height, street, number, city, state, postal_code, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (patient_uuid) DO UPDATE SET weight = $2, height = $3, street = $4, number = $5, city = $6, state = $7, postal_code = $8, updated_at = $9
     RETURNING *`,
    [patientUuid, p.weight, p.height, p.street, p.number, p.city, p.state, p.postalCode, at],
  );
  return row;
}

export async function findSignature(db: Queryable, patientUuid: string): Promise<{ signature: string; signed_at: Date } | undefined> {
  const [row] = await db.query<{ signature: string; signed_at: Date }>(
    'SELECT signature, signed_at FROM privacy_consents WHERE patient_uuid = $1',
    [patientUuid],
  );
  return row;
}

/** False when she had signed already (the first signature stays). */
export async function insertSignature(
  db: Queryable,
  s: { patientUuid: string; signature: string; signatureSha256: string; at: Date; address: string; userAgent: string },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO privacy_consents (patient_uuid, signature, signature_sha256, signed_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (patient_uuid) DO NOTHING RETURNING patient_uuid`,
    [s.patientUuid, s.signature, s.signatureSha256, s.at, s.address, s.userAgent],
  );
  return rows.length > 0;
}

export async function findHistoryStep(
  db: Queryable,
  patientUuid: string,
  step: string,
): Promise<{ payload: Record<string, unknown>; updated_at: Date } | undefined> {
  const [row] = await db.query<{ payload: Record<string, unknown>; updated_at: Date }>(
    'SELECT payload, updated_at FROM history_steps WHERE patient_uuid = $1 AND step = $2',
    [patientUuid, step],
  );
  return row;
}

export async function saveHistoryStep(db: Queryable, patientUuid: string, step: string, payload: unknown, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO history_steps (patient_uuid, step, payload, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (patient_uuid, step) DO UPDATE SET payload = $3, updated_at = $4`,
    [patientUuid, step, JSON.stringify(payload), at],
  );
}
