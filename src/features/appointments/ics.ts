import type { Appointment } from '../../api';
import { saveFile } from '../../lib/download';
import { videoLink } from './rules';

/** RFC 5545 UTC date-time: 20261130T150000Z. */
const icsDate = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text escaping (backslash, semicolon, comma, newline). */
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A calendar file for one appointment, with the video link when staff has added it. */
export function appointmentIcs(appointment: Appointment, stamp: Date): string {
  const link = videoLink(appointment);
  const description = link
    ? `Tu consulta por video con ${appointment.providerName}. Entra aquí: ${link}`
    : `Tu consulta por video con ${appointment.providerName}. El enlace de la videollamada aparecerá en tu portal de Espacios ELLA.`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Espacios ELLA//Portal de pacientes//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${appointment.uuid}@espaciosella.mx`,
    `DTSTAMP:${icsDate(stamp.toISOString())}`,
    `DTSTART:${icsDate(appointment.startDateTime)}`,
    `DTEND:${icsDate(appointment.endDateTime)}`,
    `SUMMARY:${icsText(`${appointment.serviceType} - Espacios ELLA`)}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(link ?? 'Videoconsulta')}`,
    ...(link ? [`URL:${link}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Tu consulta empieza en 30 minutos',
    'TRIGGER:-PT30M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function downloadIcs(appointment: Appointment): void {
  const blob = new Blob([appointmentIcs(appointment, new Date())], { type: 'text/calendar;charset=utf-8' });
  saveFile(blob, `consulta-espacios-ella-${appointment.date}.ics`);
}
