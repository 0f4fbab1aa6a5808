/**
 * SPEC §9: the portal shows every time in the Buenos Aires time zone, 24-hour (src/lib/config.ts holds the
 * client's copy). Messages say which zone that is, since a message is read away from the portal.
 */
export const DISPLAY_TIME_ZONE = 'America/Argentina/Buenos_Aires';
export const DISPLAY_TIME_ZONE_NAME = 'hora de Buenos Aires, Argentina';

const dateFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone: DISPLAY_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('es-MX', { timeZone: DISPLAY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'martes, 24 de noviembre de 2026 a las 12:00 (hora de Buenos Aires, Argentina)'. */
export function displayWhen(instant: Date): string {
  return `${dateFormat.format(instant)} a las ${timeFormat.format(instant)} (${DISPLAY_TIME_ZONE_NAME})`;
}

/** 'martes, 24 de noviembre de 2026'. */
export const displayDate = (instant: Date) => dateFormat.format(instant);
