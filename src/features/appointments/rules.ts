import type { Appointment, Provider, Service, Slot } from '../../api';
import { dayKey, hourOfDay } from '../../../common/dates.gen';
import { videoLink } from '../../../common/videoLink';

/** SPEC §9: a morning slot starts before 14:00. */
export const MORNING_ENDS_AT_HOUR = 14;

export const MAX_UPCOMING_ON_DASHBOARD = 2;

const historyStatuses = new Set(['Completed', 'Missed', 'Cancelled', 'CheckedIn']);

/**
 * SPEC §4: upcoming = Scheduled or Requested and not over yet; history = a closed status or a past
 * visit. A visit under way stays upcoming, so its video link stays one click away.
 */
export function splitAppointments(appointments: readonly Appointment[], now: Date) {
  const upcoming: Appointment[] = [];
  const history: Appointment[] = [];
  for (const a of appointments) {
    const over = new Date(a.endDateTime).getTime() <= now.getTime();
    if (!historyStatuses.has(a.status) && (a.status === 'Scheduled' || a.status === 'Requested') && !over) upcoming.push(a);
    else history.push(a);
  }
  const at = (a: Appointment) => new Date(a.startDateTime).getTime();
  upcoming.sort((x, y) => at(x) - at(y));
  history.sort((x, y) => at(y) - at(x));
  return { upcoming, history };
}

export type CardAction = 'cancel' | 'reschedule' | 'join' | 'noLink';

/** SPEC §2 card actions: Requested → CANCELAR, REPROGRAMAR; Scheduled → ACCEDER or SIN LINK. */
export function cardActions(appointment: Pick<Appointment, 'status' | 'notes'>): CardAction[] {
  if (appointment.status === 'Requested') return ['cancel', 'reschedule'];
  if (appointment.status === 'Scheduled') return videoLink(appointment) ? ['join'] : ['noLink'];
  return [];
}

/** Only Requested can be cancelled or rescheduled (SPEC §4). */
export const canChange = (appointment: Pick<Appointment, 'status'>) => appointment.status === 'Requested';

export const isFollowUp = (service: Pick<Service, 'name'>) => /seguimiento/i.test(service.name);

/** SPEC §5: a service's specialty, or the one its name carries (Menopausia or Nutrición). */
export function specialtyOf(service: Pick<Service, 'name' | 'specialty'>): string {
  if (service.specialty) return service.specialty;
  if (/nutrici[oó]n/i.test(service.name)) return 'Nutrición';
  return 'Menopausia';
}

const unknownProvider = /unknown|desconocid/i;

/** SPEC §5: entries for an unknown provider are never offered. */
export const knownProviders = (providers: readonly Provider[]) =>
  providers.filter((p) => p.display.trim() !== '' && !unknownProvider.test(p.display));

export type DoctorChoice = { kind: 'doctors'; providers: Provider[] } | { kind: 'followUpUnavailable' };

/**
 * SPEC §5: a first consultation lists the doctors of its specialty; a follow-up needs a previous
 * Completed or Requested visit of that specialty and offers only the doctor of the latest one.
 */
export function doctorsFor(
  service: Service,
  providers: readonly Provider[],
  services: readonly Service[],
  appointments: readonly Appointment[],
): DoctorChoice {
  const specialty = specialtyOf(service);
  const known = knownProviders(providers);
  if (!isFollowUp(service)) return { kind: 'doctors', providers: known.filter((p) => p.specialty === specialty) };
  const specialtyOfAppointment = (a: Appointment) => {
    const s = services.find((x) => x.uuid === a.serviceUuid);
    return s ? specialtyOf(s) : null;
  };
  const previous = appointments
    .filter((a) => (a.status === 'Completed' || a.status === 'Requested') && specialtyOfAppointment(a) === specialty)
    .sort((x, y) => new Date(y.startDateTime).getTime() - new Date(x.startDateTime).getTime());
  const doctor = previous.map((a) => known.find((p) => p.uuid === a.providerUuid)).find(Boolean);
  return doctor ? { kind: 'doctors', providers: [doctor] } : { kind: 'followUpUnavailable' };
}

export const followUpUnavailableMessage = 'El seguimiento no está disponible hasta que realices una consulta inicial de esta especialidad.';

export interface SlotDay {
  day: string;
  morning: Slot[];
  afternoon: Slot[];
}

/** Slots by day in the display time zone, mornings (before 14:00) apart from afternoons. */
export function groupSlots(slots: readonly Slot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const sorted = [...slots].sort((a, b) => new Date(a.startDateTime).getTime() - new Date(b.startDateTime).getTime());
  for (const slot of sorted) {
    const day = dayKey(slot.startDateTime);
    const group = days.get(day) ?? { day, morning: [], afternoon: [] };
    (hourOfDay(slot.startDateTime) < MORNING_ENDS_AT_HOUR ? group.morning : group.afternoon).push(slot);
    days.set(day, group);
  }
  return [...days.values()];
}
