import type { Queryable } from '../../db/database';
import { CLINIC_UTC_OFFSET_MINUTES, SLOT_GRID_MINUTES } from './catalogue';

const MINUTE = 60_000;
export const BOOKING_HORIZON_DAYS = 21;

export interface Slot {
  startDateTime: string;
  endDateTime: string;
}

/** Clinic-local calendar fields of an instant. */
function localParts(instant: Date) {
  const local = new Date(instant.getTime() + CLINIC_UTC_OFFSET_MINUTES * MINUTE);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth(), d: local.getUTCDate(), weekday: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

export function clinicDateAndTime(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + CLINIC_UTC_OFFSET_MINUTES * MINUTE).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** Grid starts inside working hours for the coming days, in UTC, future only, minus live bookings. */
export async function availableSlots(db: Queryable, providerUuid: string, durationMinutes: number, now: Date): Promise<Slot[]> {
  const hours = await db.query<{ weekday: number; start_minute: number; end_minute: number }>(
    'SELECT weekday, start_minute, end_minute FROM provider_hours WHERE provider_uuid = $1',
    [providerUuid],
  );
  const taken = new Set(
    (
      await db.query<{ start_at: Date }>(
        `SELECT start_at FROM appointments WHERE provider_uuid = $1 AND status IN ('Requested', 'Scheduled', 'CheckedIn') AND start_at > $2`,
        [providerUuid, now],
      )
    ).map((r) => new Date(r.start_at).getTime()),
  );
  const today = localParts(now);
  const slots: Slot[] = [];
  for (let offset = 0; offset < BOOKING_HORIZON_DAYS; offset += 1) {
    const localMidnightUtc = Date.UTC(today.y, today.m, today.d + offset) - CLINIC_UTC_OFFSET_MINUTES * MINUTE;
    const weekday = new Date(Date.UTC(today.y, today.m, today.d + offset)).getUTCDay();
    for (const h of hours.filter((row) => row.weekday === weekday)) {
      for (let t = h.start_minute; t + SLOT_GRID_MINUTES <= h.end_minute; t += SLOT_GRID_MINUTES) {
        const start = localMidnightUtc + t * MINUTE;
        if (start <= now.getTime() || taken.has(start)) continue;
        slots.push({ startDateTime: new Date(start).toISOString(), endDateTime: new Date(start + durationMinutes * MINUTE).toISOString() });
      }
    }
  }
  return slots.sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));
}

/** Whether `start` is one of the provider's grid starts in working hours (taken or not). */
export async function isOnGrid(db: Queryable, providerUuid: string, start: Date, now: Date): Promise<boolean> {
  if (start.getTime() <= now.getTime()) return false;
  const { weekday, minutes } = localParts(start);
  if (start.getUTCSeconds() || start.getUTCMilliseconds()) return false;
  const hours = await db.query<{ start_minute: number; end_minute: number }>(
    'SELECT start_minute, end_minute FROM provider_hours WHERE provider_uuid = $1 AND weekday = $2',
    [providerUuid, weekday],
  );
  const horizon = now.getTime() + BOOKING_HORIZON_DAYS * 24 * 60 * MINUTE;
  return start.getTime() < horizon && hours.some((h) => minutes >= h.start_minute && minutes + SLOT_GRID_MINUTES <= h.end_minute && (minutes - h.start_minute) % SLOT_GRID_MINUTES === 0);
}
