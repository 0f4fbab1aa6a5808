import { paths } from '../../common/paths';

/** Deep-link booking parameters (SPEC §2), accepted under their Spanish name or English alias. */
export interface AppointmentParams {
  open: boolean;
  service: string | null;
  specialty: string | null;
  date: string | null;
  time: string | null;
}

const aliases = {
  open: ['agendar', 'appointment'],
  service: ['servicio', 'service'],
  specialty: ['especialidad', 'specialty'],
  date: ['fecha', 'date'],
  time: ['hora', 'time'],
} as const;

const truthy = new Set(['true', '1', 'yes']);

function first(params: URLSearchParams, names: readonly string[]): string | null {
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value !== '') return value;
  }
  return null;
}

/** Returns null when the query carries no appointment parameter at all. */
export function parseAppointmentParams(search: string): AppointmentParams | null {
  const params = new URLSearchParams(search);
  const openRaw = first(params, aliases.open);
  const parsed: AppointmentParams = {
    open: openRaw !== null && truthy.has(openRaw.toLowerCase()),
    service: first(params, aliases.service),
    specialty: first(params, aliases.specialty),
    date: first(params, aliases.date),
    time: first(params, aliases.time),
  };
  const any = openRaw !== null || parsed.service || parsed.specialty || parsed.date || parsed.time;
  return any ? parsed : null;
}

const bookingRoutes: readonly string[] = [paths.bookAppointment, paths.appointment];

/**
 * What a link asks for, signed in or not: /agendar-consulta and /appointment mean "open the booking modal"
 * unless the query says otherwise, and the query's parameters come along. Null when the link asks nothing.
 */
export function deepLinkFromLocation(pathname: string, search: string): AppointmentParams | null {
  const parsed = parseAppointmentParams(search);
  const query = new URLSearchParams(search);
  if (!bookingRoutes.includes(pathname) || query.has('agendar') || query.has('appointment')) return parsed;
  return { service: null, specialty: null, date: null, time: null, ...parsed, open: true };
}

/** Read by the screens that decide where a patient lands after logging in. */
export const selectPendingAppointmentParams = (state: { appointments: { pendingAppointmentParams: AppointmentParams | null } }) =>
  state.appointments.pendingAppointmentParams;
