import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context';
import { hashPassword, sha256 } from '../auth/secrets';
import { demoHistory, tinyJpegDataUrl } from './demoHistory';

export const demoPatient = { email: 'demo@espaciosella.mx', password: 'Demo2026!x', openmrsId: '5500000001' };

/** Idempotent: a second start finds the demo patient and changes nothing. */
export async function seedDemo(ctx: ServerContext): Promise<boolean> {
  const existing = await ctx.db.query('SELECT 1 FROM patients WHERE email = $1', [demoPatient.email]);
  if (existing.length) return false;
  const patientUuid = randomUUID();
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(demoPatient.password);
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO patients (patient_uuid, person_uuid, openmrs_id, email, first_name, last_name, birthdate, gender, phone_number, password_hash, verified_at, created_at)
       VALUES ($1, $2, $3, $4, 'Lucía', 'Hernández Ramírez', '1975-03-14', 'f', $3, $5, $6, $6)`,
      [patientUuid, randomUUID(), demoPatient.openmrsId, demoPatient.email, passwordHash, now],
    );
    await tx.query(
      `INSERT INTO personal_info (patient_uuid, weight, height, street, number, city, state, postal_code, updated_at)
       VALUES ($1, 64, 160, 'Av. Insurgentes Sur', '1602', 'Ciudad de México', 'CDMX', '03940', $2)`,
      [patientUuid, now],
    );
    for (const [step, payload] of Object.entries(demoHistory)) {
      await tx.query('INSERT INTO history_steps (patient_uuid, step, payload, updated_at) VALUES ($1, $2, $3, $4)', [patientUuid, step, JSON.stringify(payload), now]);
    }
    const image = Buffer.from(tinyJpegDataUrl.split(',')[1], 'base64');
    await tx.query(
      `INSERT INTO privacy_consents (patient_uuid, signature, signature_sha256, signed_at, ip, user_agent) VALUES ($1, $2, $3, $4, 'demo', 'demo')`,
      [patientUuid, tinyJpegDataUrl, sha256(image), now],
    );
  });
  return true;
}
