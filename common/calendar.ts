import { videoLink } from './videoLink';

/**
 * The calendar event (.ics, RFC 5545) of one appointment: the file attached to her booking e-mail and the
 * one the dashboard's 'Agregar a mi calendario' downloads are this one event.
 */
export interface CalendarAppointment {
  uuid: string;
  startDateTime: string;
  endDateTime: string;
  serviceType: string;
  providerName: string;
  notes?: string | null;
}

/** RFC 5545 UTC date-time: 20261130T150000Z. */
const icsDate = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text escaping (backslash, semicolon, comma, newline). */
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** The octets a character takes in UTF-8, counted here because common/ has neither TextEncoder nor Buffer. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const chars = Array.from(line);
  if (chars.reduce((octets, char) => octets + utf8Length(char), 0) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of chars) {
    // The first line holds 75 octets; each continuation 74, after its leading space.
    if (octets + utf8Length(char) > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += utf8Length(char);
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A calendar file for one appointment, with the video link when staff has added it. */
export function appointmentIcs(appointment: CalendarAppointment, stamp: Date): string {
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
