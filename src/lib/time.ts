import { DISPLAY_TIME_ZONE } from './config';

/** SPEC §9: every time a patient reads is in the display time zone, 24-hour. */
const timeFormat = new Intl.DateTimeFormat('es-MX', { timeZone: DISPLAY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const longDateFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone: DISPLAY_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: DISPLAY_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** 'HH:mm' in the display time zone. */
export const displayTime = (iso: string) => timeFormat.format(new Date(iso));
/** 'YYYY-MM-DD' of the day it is in the display time zone (a UTC instant may fall on another day). */
export const displayDayKey = (iso: string) => dayKeyFormat.format(new Date(iso));
/** 'lunes, 30 de noviembre de 2026'. */
export const displayLongDate = (iso: string) => longDateFormat.format(new Date(iso));
/** A day key ('YYYY-MM-DD') spelled out, read at noon UTC so no zone moves it to another day. */
export const displayLongDay = (dayKey: string) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(`${dayKey}T12:00:00Z`),
  );
/** Hour of day (0–23) in the display time zone. */
export const displayHour = (iso: string) => Number(hourFormat.format(new Date(iso)));

/** SPEC §9: a morning slot starts before 14:00. */
export const MORNING_ENDS_AT_HOUR = 14;
