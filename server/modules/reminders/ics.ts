/**
 * The calendar event of one appointment, the same one the dashboard's 'Agregar a mi calendario' builds
 * (src/features/appointments/ics.ts; server and client never import each other, docs/architecture.md, so
 * test/server/reminderIcs.test.ts holds the two to the same output).
 */
export interface IcsAppointment {
  uuid: string;
  startDateTime: string;
  endDateTime: string;
  serviceType: string;
  providerName: string;
  notes: string | null;
}

/** The notes field holds the video link once staff adds it; only a web address counts. */
export function videoLink(appointment: Pick<IcsAppointment, 'notes'>): string | null {
  const match = appointment.notes?.match(/https?:\/\/\S+/);
  return match ? match[0] : null;
}

const icsDate = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function appointmentIcs(appointment: IcsAppointment, stamp: Date): string {
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
