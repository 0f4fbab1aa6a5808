import type { Handlers, Schema } from '../../http/types';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { requireCaller } from '../../http/caller';
import { REMINDER_QUEUE, type ReminderJob } from './notify';
import { appointmentEmails, latestSentReminders, preferencesRow, savePreferences } from './repository';

async function preferences(q: Queryable, patientUuid: string): Promise<Schema<'ReminderPreferences'>> {
  const row = await preferencesRow(q, patientUuid);
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
        const rows = await appointmentEmails(
          ctx.db,
          scheduled.map((s) => s.appointmentUuid),
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
        const sent = await latestSentReminders(ctx.db);
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
