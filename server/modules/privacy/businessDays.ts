import { officialHolidays } from './holidays';

const holidaySet = new Set(officialHolidays.map((h) => h.date));
const years = new Set(officialHolidays.map((h) => Number(h.date.slice(0, 4))));

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaySet.has(date);
}

/**
 * The date `days` business days after `from` (which itself does not count: a term starts the next business
 * day). A date past the holiday table would silently skip a holiday, so it refuses instead.
 */
export function addBusinessDays(from: string, days: number): string {
  const day = new Date(`${from}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    if (!years.has(day.getUTCFullYear()))
      throw new Error(`no official holidays listed for ${day.getUTCFullYear()} (server/modules/privacy/holidays.ts)`);
    if (isBusinessDay(date)) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** LFPDPPP Art. 31: 20 business days to answer, 15 more to carry out a granted request. */
export const ANSWER_DAYS = 20;
export const CARRY_OUT_DAYS = 15;
