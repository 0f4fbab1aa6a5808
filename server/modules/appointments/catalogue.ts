import type { Queryable } from '../../db/database';
import { insertProvider, insertService, insertWorkingHours } from './repository';

/** Mexico City has had no daylight saving time since 2022. */
export const CLINIC_UTC_OFFSET_MINUTES = -6 * 60;
export const SLOT_GRID_MINUTES = 40;

/**
 * Fixed ids so links, tests and the staff CLI can name them. The providers' cédulas profesionales and
 * institutions are demo data: obviously fictional numbers (no real cédula starts with six zeros) that the
 * public registry will not find. A real clinic puts its providers' own here.
 */
export const catalogue = {
  services: [
    // plan: the single-consult plan (SPEC §9) that pays for exactly this service; null: only the monthly plan.
    {
      uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
      name: 'Primera consulta Menopausia',
      duration: 40,
      specialty: 'Menopausia',
      plan: 'primera',
    },
    {
      uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02',
      name: 'Seguimiento Menopausia',
      duration: 20,
      specialty: 'Menopausia',
      plan: 'seguimiento',
    },
    {
      uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c03',
      name: 'Primera consulta Nutrición',
      duration: 40,
      specialty: 'Nutrición',
      plan: 'primera-nutricion',
    },
    {
      uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c04',
      name: 'Seguimiento Nutrición',
      duration: 20,
      specialty: 'Nutrición',
      plan: 'seguimiento-nutricion',
    },
    { uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c05', name: 'Espacios ELLA', duration: 40, specialty: 'Espacios ELLA', plan: null },
  ],
  providers: [
    {
      uuid: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b01',
      name: 'Dra. Ana Ruiz',
      cedulaProfesional: '00000001',
      institution: 'Universidad de demostración (dato ficticio)',
      specialty: 'Menopausia',
      days: [1, 2, 3, 4, 5],
      from: 9 * 60,
      to: 17 * 60,
    },
    {
      uuid: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b02',
      name: 'Dra. Sofía Campos',
      cedulaProfesional: '00000002',
      institution: 'Universidad de demostración (dato ficticio)',
      specialty: 'Menopausia',
      days: [1, 3, 5],
      from: 14 * 60,
      to: 20 * 60,
    },
    {
      uuid: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b03',
      name: 'Lic. Paula Ortega',
      cedulaProfesional: '00000003',
      institution: 'Universidad de demostración (dato ficticio)',
      specialty: 'Nutrición',
      days: [2, 4, 6],
      from: 8 * 60,
      to: 14 * 60,
    },
    {
      uuid: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b04',
      name: 'Psic. Elena Vidal',
      cedulaProfesional: '00000004',
      institution: 'Universidad de demostración (dato ficticio)',
      specialty: 'Espacios ELLA',
      days: [3],
      from: 18 * 60,
      to: 20 * 60,
    },
  ],
} as const;

/**
 * Idempotent: the catalogue is reference data every start makes sure of. Conflicts on any unique key
 * (uuid or name) are skipped, so servers starting at once on an empty database never fail each other.
 */
export async function seedCatalogue(db: Queryable): Promise<void> {
  for (const s of catalogue.services) await insertService(db, s);
  for (const p of catalogue.providers) {
    await insertProvider(db, p);
    for (const day of p.days) await insertWorkingHours(db, p.uuid, day, p.from, p.to);
  }
}
