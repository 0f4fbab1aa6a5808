import { displayTimeZoneName, formatTime, formatWeekdayDate } from '../../../common/dates.gen';

/**
 * A message is read away from the portal, so where it gives a time it names the zone:
 * 'martes, 24 de noviembre de 2026 a las 12:00 (hora de Buenos Aires)'.
 */
export const displayWhen = (instant: Date) => `${formatWeekdayDate(instant)} a las ${formatTime(instant)} (${displayTimeZoneName})`;

/** 'martes, 24 de noviembre de 2026'. */
export const displayDate = (instant: Date) => formatWeekdayDate(instant);
