import type { Queryable } from '../../db/database';
import type { Schema } from '../../http/types';

export interface PrescriptionRow {
  encounter_uuid: string;
  provider_name: string;
  prescribed_at: Date;
  medications: Schema<'Prescription'>['medications'];
  signature: string | null;
  purchased_at: Date | null;
  /** As issued; null on prescriptions issued before the legal fields existed. */
  prescriber: Schema<'Prescriber'> | null;
  clinic_address: string | null;
}

/** Newest first; `since` leaves out the older ones. */
export function listPrescriptions(db: Queryable, patientUuid: string, since?: Date): Promise<PrescriptionRow[]> {
  return since
    ? db.query<PrescriptionRow>('SELECT * FROM prescriptions WHERE patient_uuid = $1 AND prescribed_at >= $2 ORDER BY prescribed_at DESC', [
        patientUuid,
        since,
      ])
    : db.query<PrescriptionRow>('SELECT * FROM prescriptions WHERE patient_uuid = $1 ORDER BY prescribed_at DESC', [patientUuid]);
}

export async function patientUuidByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const [patient] = await db.query<{ patient_uuid: string }>('SELECT patient_uuid FROM patients WHERE email = $1', [email]);
  return patient?.patient_uuid;
}

/** The provider named, or without one the first Menopausia provider by name. */
export async function prescribingProvider(db: Queryable, providerUuid: string | undefined) {
  const [provider] = await db.query<{
    name: string;
    specialty: string;
    cedula_profesional: string | null;
    cedula_institution: string | null;
  }>(
    providerUuid
      ? 'SELECT name, specialty, cedula_profesional, cedula_institution FROM providers WHERE uuid = $1'
      : `SELECT name, specialty, cedula_profesional, cedula_institution FROM providers WHERE specialty = 'Menopausia' ORDER BY name LIMIT 1`,
    providerUuid ? [providerUuid] : [],
  );
  return provider;
}

export async function insertPrescription(
  db: Queryable,
  p: {
    encounterUuid: string;
    patientUuid: string;
    providerName: string;
    prescribedAt: Date;
    medications: unknown;
    prescriber: Schema<'Prescriber'>;
    clinicAddress: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO prescriptions (encounter_uuid, patient_uuid, provider_name, prescribed_at, medications, signature, prescriber, clinic_address)
     VALUES ($1, $2, $3, $4, $5, NULL, $6, $7)`,
    [
      p.encounterUuid,
      p.patientUuid,
      p.providerName,
      p.prescribedAt,
      JSON.stringify(p.medications),
      JSON.stringify(p.prescriber),
      p.clinicAddress,
    ],
  );
}

/** One of her prescriptions, or undefined when it is not hers. */
export async function ownPrescription(db: Queryable, patientUuid: string, encounterUuid: string): Promise<PrescriptionRow | undefined> {
  const [row] = await db.query<PrescriptionRow>('SELECT * FROM prescriptions WHERE patient_uuid = $1 AND encounter_uuid = $2', [
    patientUuid,
    encounterUuid,
  ]);
  return row;
}
