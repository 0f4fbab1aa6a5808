import { dayKey } from './dates.gen';

/** SPEC §7: every booking names the clinic's one virtual location; the server refuses any other. */
export const CLINIC_LOCATION_UUID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

/** The clinic's calendar (Mexico City): the day a request is filed or a prescription issued. */
export const CLINIC_TIME_ZONE = 'America/Mexico_City';

/**
 * 'YYYY-MM-DD' of `instant` on the clinic's calendar. A document the clinic dates (a prescription, a request's
 * filing) carries that day wherever she reads it: issued at 23:30 in Mexico City, it is dated that day, even
 * though the screens show times in another zone.
 */
export const clinicDay = (instant: string | number | Date): string => dayKey(instant, CLINIC_TIME_ZONE);

/**
 * The clinic's address, printed on every prescription (Reglamento de Insumos para la Salud, art. 29). Each
 * prescription keeps a copy of it as it was when issued, so a move never rewrites one already given.
 * Demo data: replace with the clinic's registered address before issuing real prescriptions.
 */
export const CLINIC_ADDRESS = 'Av. Ejemplo 123, Col. Demostración, 06700 Ciudad de México, CDMX';

/**
 * The SEP's public Registro Nacional de Profesionistas, where anyone can look up a cédula profesional by its
 * number (the search page takes it; the registry offers no link that opens one cédula directly).
 */
export const CEDULA_REGISTRY_URL = 'https://cedulaprofesional.sep.gob.mx/';
