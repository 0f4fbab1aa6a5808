import type { ServerContext } from './context';
import type { Queryable } from './db/database';
import type { Evidence } from './http/evidence';
import type { Schema } from './http/types';

/**
 * What one module needs of another, as narrow interfaces. A module declares here what it needs, the module that
 * owns the data implements it, and server/app.ts hands the implementation over; neither imports the other.
 */

/** A patient's account row, as sign-in and codes read it. */
export interface PatientAccount {
  patient_uuid: string;
  person_uuid: string;
  openmrs_id: string;
  email: string;
  first_name: string;
  last_name: string;
  birthdate: string | Date;
  gender: string;
  phone_number: string;
  password_hash: string | null;
  verified_at: Date | null;
}

/** The patients module's accounts, for the auth module (register, codes, sign-in). */
export interface PatientAccounts {
  /** Accounts cancelled under ARCO are not found. */
  findByEmail(ctx: ServerContext, email: string): Promise<PatientAccount | undefined>;
  register(ctx: ServerContext, body: Schema<'RegistrationRequest'>, evidence: Evidence): Promise<{ openmrsId: string }>;
  /** The profile a sign-in answers with. */
  loginProfile(p: PatientAccount, today: Date): Omit<Schema<'LoginResponse'>, 'token'>;
}

export type ConsentKind = 'registration' | 'signature' | 'renewal';

/** The consent module's record of acceptances of the privacy notice, for the patients module. */
export interface ConsentLedger {
  /** The notice version she was shown (the current one when she names none); refuses one never published. */
  shownNotice(
    ctx: ServerContext,
    db: Queryable,
    claim: { version?: string; sha256?: string },
  ): Promise<{ version: string; sha256: string }>;
  recordConsent(db: Queryable, row: ConsentEntry): Promise<unknown>;
}

/** One acceptance to record: who, how, which notice, when, and the evidence of it. */
export interface ConsentEntry {
  patientUuid: string;
  kind: ConsentKind;
  notice: { version: string; sha256: string };
  at: Date;
  evidence: Evidence;
  signatureSha256?: string;
}

/** The auth module's one-time codes, for the patients module (the reset-code recovery look-up). */
export type CheckCode = (ctx: ServerContext, patientUuid: string, purpose: 'verify' | 'reset', code: string) => Promise<boolean>;
