/**
 * The notes field holds the video link once staff adds it; only a web address counts. The dashboard's
 * ACCEDER, the e-mails and the calendar event all read the link through this one rule.
 */
export function videoLink(appointment: { notes?: string | null }): string | null {
  const match = appointment.notes?.match(/https?:\/\/\S+/);
  return match ? match[0] : null;
}
