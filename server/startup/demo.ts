import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../context';
import { hashPassword, sha256 } from '../modules/auth/secrets';
import { demoHistory, tinyJpegDataUrl } from '../modules/patients/demoHistory';
import { seedDemoTracking } from '../modules/tracking/demo';
import type { Queryable } from '../db/database';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../modules/appointments/catalogue';
import { availableSlots } from '../modules/appointments/slots';
import { publishNotice, recordConsent } from '../modules/consent/repository';
import { privacyNotice } from '../../common/privacyNotice.gen';

export const demoPatient = { email: 'demo@espaciosella.mx', password: 'Demo2026!x', openmrsId: '5500000001' };

/** Any fixed number: servers seeding at once on one database take turns. */
const DEMO_SEED_LOCK = 7_202_612;

const demoExists = async (db: Queryable) => (await db.query('SELECT 1 FROM patients WHERE email = $1', [demoPatient.email])).length > 0;

/**
 * Idempotent, also under concurrency: a second start finds the demo patient and changes nothing, and
 * servers starting together on an empty database seed her once (checked again under a lock).
 */
export async function seedDemo(ctx: ServerContext): Promise<boolean> {
  if (await demoExists(ctx.db)) return false;
  const patientUuid = randomUUID();
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(demoPatient.password);
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK]);
    if (await demoExists(tx)) return false;
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
      await tx.query('INSERT INTO history_steps (patient_uuid, step, payload, updated_at) VALUES ($1, $2, $3, $4)', [
        patientUuid,
        step,
        JSON.stringify(payload),
        now,
      ]);
    }
    const image = Buffer.from(tinyJpegDataUrl.split(',')[1], 'base64');
    await tx.query(
      `INSERT INTO privacy_consents (patient_uuid, signature, signature_sha256, signed_at, ip, user_agent) VALUES ($1, $2, $3, $4, 'demo', 'demo')`,
      [patientUuid, tinyJpegDataUrl, sha256(image), now],
    );
    // She accepted the notice of this build at registration and signed it in step 8 (a test-only newer
    // version, ELLA_TEST_PRIVACY_NOTICE_VERSION, then asks her to accept again at sign-in).
    await publishNotice(tx, privacyNotice, now);
    const evidence = { address: 'demo', userAgent: 'demo' };
    await recordConsent(tx, { patientUuid, kind: 'registration', notice: privacyNotice, at: now, evidence });
    await recordConsent(tx, { patientUuid, kind: 'signature', notice: privacyNotice, at: now, evidence, signatureSha256: sha256(image) });
    await seedDemoCare(tx, patientUuid, now);
    await seedDemoTracking(tx, patientUuid, now);
    return true;
  });
}

const DAY = 86_400_000;
const demoSignature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** One Requested, one Scheduled with a video link, one without, two Completed; two prescriptions. */
async function seedDemoCare(tx: Queryable, patientUuid: string, now: Date): Promise<void> {
  const [first, follow] = catalogue.services;
  const ana = catalogue.providers[0];
  const slots = await availableSlots(tx, ana.uuid, 40, now);
  const rows: Array<[Date, string, string, string | null]> = [
    [new Date(now.getTime() - 60 * DAY), first.uuid, 'Completed', null],
    [new Date(now.getTime() - 30 * DAY), follow.uuid, 'Completed', null],
    [new Date(slots[0].startDateTime), follow.uuid, 'Requested', null],
    [new Date(slots[3].startDateTime), follow.uuid, 'Scheduled', 'https://meet.jit.si/espacios-ella-demo'],
    [new Date(slots[6].startDateTime), follow.uuid, 'Scheduled', null],
  ];
  for (const [start, service, status, notes] of rows) {
    const minutes = service === first.uuid ? 40 : 20;
    await tx.query(
      `INSERT INTO appointments (uuid, patient_uuid, service_uuid, provider_uuid, location_uuid, start_at, end_at, status, notes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        randomUUID(),
        patientUuid,
        service,
        ana.uuid,
        CLINIC_LOCATION_UUID,
        start,
        new Date(start.getTime() + minutes * 60_000),
        status,
        notes,
        now,
      ],
    );
  }
  const prescriptions: Array<[number, object[]]> = [
    [
      10,
      [
        {
          name: 'Estradiol gel 0.06%',
          dosage: '1 aplicación (1.25 g)',
          frequency: 'Cada 24 horas',
          duration: '3 meses',
          instructions: 'Aplicar en brazos por la noche',
        },
        {
          name: 'Progesterona micronizada 100 mg',
          dosage: '1 cápsula',
          frequency: 'Cada noche',
          duration: '3 meses',
          instructions: 'Tomar antes de dormir',
        },
      ],
    ],
    [
      200,
      [
        {
          name: 'Vitamina D3 4000 UI',
          dosage: '1 cápsula',
          frequency: 'Diario',
          duration: '6 meses',
          instructions: 'Tomar con el desayuno',
        },
      ],
    ],
  ];
  for (const [daysAgo, medications] of prescriptions) {
    await tx.query(
      'INSERT INTO prescriptions (encounter_uuid, patient_uuid, provider_name, prescribed_at, medications, signature) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        randomUUID(),
        patientUuid,
        'Dra. Ana Ruiz - Ginecóloga',
        new Date(now.getTime() - daysAgo * DAY),
        JSON.stringify(medications),
        demoSignature,
      ],
    );
  }
}
