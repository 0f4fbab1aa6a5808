import type { Provider, Service, Slot } from '../../api';
import type { AppointmentParams } from '../../lib/appointmentParams';
import { formatCalendarWeekday, formatTime } from '../../../common/dates.gen';
import type { SlotDay } from './rules';

/** Links are typed by people: 'nutricion' finds 'Nutrición'. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The link's service: its uuid, its exact name, or the one service whose name contains the words. */
export function linkedService(services: readonly Service[], wanted: string): Service | undefined {
  const key = plain(wanted);
  const byId = services.find((s) => s.uuid === wanted);
  if (byId) return byId;
  const exact = services.find((s) => plain(s.name) === key);
  if (exact) return exact;
  const partial = services.filter((s) => plain(s.name).includes(key));
  return partial.length === 1 ? partial[0] : undefined;
}

export const serviceNotFoundNote = 'El servicio del enlace no está disponible. Por favor, selecciona un servicio.';

/** The doctor a link leads to: the only one offered, or the one of the link's specialty. */
export function linkedDoctor(offered: readonly Provider[], specialty: string | null): Provider | 'ambiguous' | 'none' {
  if (offered.length === 1) return offered[0];
  if (offered.length === 0) return 'none';
  if (!specialty) return 'ambiguous';
  const key = plain(specialty);
  const matching = offered.filter((p) => plain(p.specialty ?? '') === key || plain(p.display).includes(key));
  if (matching.length === 1) return matching[0];
  return matching.length === 0 ? 'none' : 'ambiguous';
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
export function isValidDate(date: string): boolean {
  const m = isoDate.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** '9:00' and '09:00' are the same hour; anything else is not a time. */
export function normalizeTime(time: string): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${m[1].padStart(2, '0')}:${m[2]}`;
}

/** A link's value when it is possible, or the note that explains why not; neither when the link names none. */
export interface LinkStep<T> {
  value?: T;
  note?: string;
}

export const doctorNotes = {
  none: 'No hay médicos de la especialidad del enlace para este servicio. Por favor, selecciona un médico.',
  ambiguous: 'Selecciona un médico para ver los horarios del enlace.',
};

/** The link's day among the free ones of the chosen doctor, or why not. */
export function linkedDay(days: readonly SlotDay[], date: string | null): LinkStep<SlotDay> {
  if (!date) return {};
  if (!isValidDate(date)) return { note: 'La fecha del enlace no es válida. Por favor, selecciona una fecha.' };
  const day = days.find((d) => d.day === date);
  if (!day)
    return { note: `No hay horarios disponibles el ${formatCalendarWeekday(date)} con este médico. Por favor, selecciona otra fecha.` };
  return { value: day };
}

/** The link's time on that day (Buenos Aires, 24-hour, as shown), when it is still free. */
export function linkedSlot(day: SlotDay, time: string | null): LinkStep<Slot> {
  if (!time) return {};
  const wanted = normalizeTime(time);
  if (!wanted) return { note: 'La hora del enlace no es válida. Por favor, selecciona una hora.' };
  const slot = [...day.morning, ...day.afternoon].find((s) => formatTime(s.startDateTime) === wanted);
  if (!slot) return { note: `La hora ${wanted} ya no está disponible ese día. Por favor, selecciona otra hora.` };
  return { value: slot };
}

/** What the booking form takes from a deep link: the service is resolved before the form starts. */
export type BookingLink = Pick<AppointmentParams, 'specialty' | 'date' | 'time'> & { serviceNote: string | null };
