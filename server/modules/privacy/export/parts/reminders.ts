import { definePart, fields, iso, table } from '../../../../export/part';

const kindLabel: Record<string, string> = { '24h': '24 horas antes', '1h': '1 hora antes' };
const channelLabel: Record<string, string> = { email: 'Correo electrónico', whatsapp: 'WhatsApp' };

/** Her reminder channels and every reminder of her appointments that went out, or was skipped because she turned the channels off. */
export const remindersPart = definePart({
  key: 'reminders',
  title: 'Recordatorios de consultas',
  async load({ db, patientUuid }) {
    const [prefs] = await db.query<{ email: boolean; whatsapp: boolean; updated_at: Date }>(
      'SELECT email, whatsapp, updated_at FROM reminder_preferences WHERE patient_uuid = $1',
      [patientUuid],
    );
    const sent = await db.query<{ appointment_uuid: string; kind: string; start_at: Date; channels: string[]; sent_at: Date }>(
      `SELECT l.appointment_uuid, l.kind, l.start_at, l.channels, l.sent_at
         FROM reminder_log l JOIN appointments a ON a.uuid = l.appointment_uuid
        WHERE a.patient_uuid = $1 ORDER BY l.sent_at`,
      [patientUuid],
    );
    return {
      // Without a saved choice both channels are on (server/db/migrations/008_reminders.sql).
      preferences: { email: prefs?.email ?? true, whatsapp: prefs?.whatsapp ?? true, updatedAt: iso(prefs?.updated_at) },
      sent: sent.map((r) => ({
        appointmentUuid: r.appointment_uuid,
        kind: r.kind,
        appointmentStart: iso(r.start_at)!,
        channels: r.channels,
        sentAt: iso(r.sent_at)!,
      })),
    };
  },
  html({ preferences: p, sent }) {
    return (
      fields([
        ['Recordatorios por correo electrónico', p.email],
        ['Recordatorios por WhatsApp', p.whatsapp],
        ['Última modificación', p.updatedAt ?? 'Sin cambios (valores predeterminados)'],
      ]) +
      table(
        ['Consulta', 'Recordatorio', 'Canales', 'Fecha'],
        sent.map((r) => [
          r.appointmentStart,
          kindLabel[r.kind] ?? r.kind,
          r.channels.length ? r.channels.map((c) => channelLabel[c] ?? c) : 'No enviado (canales desactivados)',
          r.sentAt,
        ]),
        'No se han enviado recordatorios.',
      )
    );
  },
});
