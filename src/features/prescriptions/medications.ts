import type { MedicationDetail, Prescription } from '../../api';
import { formatCalendarDate } from '../../../common/dates.gen';
import { clinicDay } from '../../../common/clinic';

/** SPEC §9: the Consultas view shows at most four current prescriptions. */
export const MAX_PRESCRIPTIONS_ON_DASHBOARD = 4;
/** SPEC §9: a medication's name is cut to ten characters on a card. */
export const CARD_NAME_LENGTH = 10;

type Medication = Prescription['medications'][number];

export const medicationName = (m: Medication) => (typeof m === 'string' ? m : m.name);

export const medicationDetail = (m: Medication): MedicationDetail | null => (typeof m === 'string' ? null : m);

export const cardName = (name: string) => (name.length > CARD_NAME_LENGTH ? `${name.slice(0, CARD_NAME_LENGTH)}…` : name);

/** Providers may arrive as 'Dra. Ana Ruiz - Ginecóloga': the part after the first ' - ' is her title. */
export function splitProvider(providerName: string): { name: string; suffix: string | null } {
  const at = providerName.indexOf(' - ');
  if (at < 0) return { name: providerName.trim(), suffix: null };
  return { name: providerName.slice(0, at).trim(), suffix: providerName.slice(at + 3).trim() || null };
}

/** The day the clinic issued it, as its PDF prints it (the clinic's calendar, not the display zone). */
export const prescriptionDay = (iso: string) => formatCalendarDate(clinicDay(iso));

/** The doctor's signature as an image source: a data URL as sent, or bare base64 taken as PNG; nothing else. */
export function signatureSrc(signature: string | null): string | null {
  if (!signature) return null;
  if (/^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml);base64,/.test(signature)) return signature;
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return `data:image/png;base64,${signature}`;
  return null;
}
