import type { Handlers, Schema } from '../../http/types';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { requireCaller } from '../../http/caller';
import { REMINDER_QUEUE, type ReminderJob } from './notify';

export async function savePreferences(q: Queryable, patientUuid: string, email: boolean, whatsapp: boolean, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO reminder_preferences (patient_uuid, email, whatsapp, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (patient_uuid) DO UPDATE SET email = EXCLUDED.email, whatsapp = EXCLUDED.whatsapp, updated_at = EXCLUDED.updated_at`,
    [patientUuid, email, whatsapp, now],
  );
}

async function preferences(q: Queryable, patientUuid: string): Promise<Schema<'ReminderPreferences'>> {
  const [row] = await q.query<{ email: boolean | null; whatsapp: boolean | null; accepted: boolean }>(
    `SELECT rp.email, rp.whatsapp, (p.registration ->> 'aceptaPrivacidadAt') IS NOT NULL AS accepted
       FROM patients p LEFT JOIN reminder_preferences rp ON rp.patient_uuid = p.patient_uuid WHERE p.patient_uuid = $1`,
    [patientUuid],
  );
  return { email: row?.email ?? true, whatsapp: row?.whatsapp ?? true, whatsappAccepted: Boolean(row?.accepted) };
}

export function reminderHandlers(ctx: ServerContext): Handlers {
  return {
    async getReminderPreferences(req) {
      return preferences(ctx.db, requireCaller(req).patientUuid);
    },

    async updateReminderPreferences(req) {
      const caller = requireCaller(req);
      await savePreferences(ctx.db, caller.patientUuid, req.body.email, req.body.whatsapp, ctx.clock.now());
      return preferences(ctx.db, caller.patientUuid);
    },

    async staffListReminders(req) {
      const upcoming = req.query.upcoming === 'true';
      const scheduled = (await ctx.jobs.pending(REMINDER_QUEUE)) as ReminderJob[];
      const emails = new Map<string, string>();
      if (scheduled.length) {
        const rows = await ctx.db.query<{ uuid: string; email: string }>(
          'SELECT a.uuid, p.email FROM appointments a JOIN patients p ON p.patient_uuid = a.patient_uuid WHERE a.uuid = ANY($1)',
          [scheduled.map((s) => s.appointmentUuid)],
        );
        for (const r of rows) emails.set(r.uuid, r.email);
      }
      const list: Array<Schema<'StaffReminder'>> = scheduled
        .filter((s) => emails.has(s.appointmentUuid))
        .map((s) => ({
          appointmentUuid: s.appointmentUuid,
          kind: s.kind,
          dueAt: s.dueAt,
          startDateTime: s.startAt,
          state: 'scheduled',
          channels: [],
          patientEmail: emails.get(s.appointmentUuid)!,
          sentAt: null,
        }));
      if (!upcoming) {
        const sent = await ctx.db.query<{
          appointment_uuid: string;
          kind: '24h' | '1h';
          start_at: Date;
          channels: Array<'email' | 'whatsapp'>;
          sent_at: Date;
          email: string;
        }>(
          `SELECT l.appointment_uuid, l.kind, l.start_at, l.channels, l.sent_at, p.email
             FROM reminder_log l JOIN appointments a ON a.uuid = l.appointment_uuid JOIN patients p ON p.patient_uuid = a.patient_uuid
            ORDER BY l.sent_at DESC LIMIT 200`,
        );
        for (const r of sent) {
          const start = new Date(r.start_at);
          list.push({
            appointmentUuid: r.appointment_uuid,
            kind: r.kind,
            dueAt: new Date(start.getTime() - (r.kind === '24h' ? 24 : 1) * 3_600_000).toISOString(),
            startDateTime: start.toISOString(),
            state: r.channels.length ? 'sent' : 'skipped',
            channels: r.channels,
            patientEmail: r.email,
            sentAt: new Date(r.sent_at).toISOString(),
          });
        }
      }
      return list.sort((x, y) => x.dueAt.localeCompare(y.dueAt));
    },
  };
}
