import type { Queryable } from '../../db/database';
import { CLINIC_UTC_OFFSET_MINUTES, SLOT_GRID_MINUTES } from './catalogue';
import { slotInputs, workingHoursOn, type SlotInputs } from './repository';

const MINUTE = 60_000;
export const BOOKING_HORIZON_DAYS = 21;

export interface Slot {
  startDateTime: string;
  endDateTime: string;
}

/** Clinic-local calendar fields of an instant. */
function localParts(instant: Date) {
  const local = new Date(instant.getTime() + CLINIC_UTC_OFFSET_MINUTES * MINUTE);
  return {
    y: local.getUTCFullYear(),
    m: local.getUTCMonth(),
    d: local.getUTCDate(),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

export function clinicDateAndTime(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + CLINIC_UTC_OFFSET_MINUTES * MINUTE).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The contract's slot length when no service is named (available-slots without `serviceUuid`). */
const DEFAULT_SLOT_MINUTES = 40;

/**
 * Free slots of a provider for a service (DEFAULT_SLOT_MINUTES without one); null when the provider or the
 * service does not exist.
 */
export async function slotsForService(
  db: Queryable,
  providerUuid: string,
  serviceUuid: string | undefined,
  now: Date,
): Promise<Slot[] | null> {
  const row = await slotInputs(db, providerUuid, now, serviceUuid ?? null);
  if (!row || (serviceUuid && row.duration_minutes === null)) return null;
  return freeGrid(row, row.duration_minutes ?? DEFAULT_SLOT_MINUTES, now);
}

/** Grid starts inside working hours for the coming days, in UTC, future only, minus live bookings. */
export async function availableSlots(db: Queryable, providerUuid: string, durationMinutes: number, now: Date): Promise<Slot[]> {
  const row = await slotInputs(db, providerUuid, now, null);
  return row ? freeGrid(row, durationMinutes, now) : [];
}

function freeGrid(inputs: SlotInputs, durationMinutes: number, now: Date): Slot[] {
  const taken = new Set(inputs.taken.map(Number));
  const today = localParts(now);
  const starts: number[] = [];
  for (let offset = 0; offset < BOOKING_HORIZON_DAYS; offset += 1) {
    const localMidnightUtc = Date.UTC(today.y, today.m, today.d + offset) - CLINIC_UTC_OFFSET_MINUTES * MINUTE;
    const weekday = new Date(Date.UTC(today.y, today.m, today.d + offset)).getUTCDay();
    for (const [day, startMinute, endMinute] of inputs.hours) {
      if (day !== weekday) continue;
      for (let t = startMinute; t + SLOT_GRID_MINUTES <= endMinute; t += SLOT_GRID_MINUTES) {
        const start = localMidnightUtc + t * MINUTE;
        if (start <= now.getTime() || taken.has(start)) continue;
        starts.push(start);
      }
    }
  }
  // Same order as sorting the ISO strings: every start is a UTC instant of the same format.
  return starts
    .sort((a, b) => a - b)
    .map((start) => ({
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + durationMinutes * MINUTE).toISOString(),
    }));
}

/** Whether `start` is one of the provider's grid starts in working hours (taken or not). */
export async function isOnGrid(db: Queryable, providerUuid: string, start: Date, now: Date): Promise<boolean> {
  if (start.getTime() <= now.getTime()) return false;
  const { weekday, minutes } = localParts(start);
  if (start.getUTCSeconds() || start.getUTCMilliseconds()) return false;
  const hours = await workingHoursOn(db, providerUuid, weekday);
  const horizon = now.getTime() + BOOKING_HORIZON_DAYS * 24 * 60 * MINUTE;
  return (
    start.getTime() < horizon &&
    hours.some(
      (h) =>
        minutes >= h.start_minute && minutes + SLOT_GRID_MINUTES <= h.end_minute && (minutes - h.start_minute) % SLOT_GRID_MINUTES === 0,
    )
  );
}
