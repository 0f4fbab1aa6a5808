import type { ServerContext } from '../../context';
import { remindersConfig, linksFor, REMINDER_QUEUE, type ReminderJob } from './notify';
import { appointmentForMessages, logReminder } from './repository';
import { reminderMail, reminderTemplateParameters } from './templates';
import { sendTemplate, whatsappNumber, WhatsAppRefused, WHATSAPP_QUEUE, type WhatsAppJob } from './whatsapp';

export type Channel = 'email' | 'whatsapp';

/**
 * A reminder is checked again when it is due, so a job left behind by a cancel, a reschedule or an
 * opt-out sends nothing: the appointment must still exist, be Requested or Scheduled, start when it did
 * when the reminder was scheduled and not have started. Its row in reminder_log is written in the same
 * transaction as the messages it enqueues: a second run (another server, a retry) finds it and stops.
 */
export async function runReminder(ctx: ServerContext, job: ReminderJob): Promise<void> {
  const config = remindersConfig(ctx);
  await ctx.db.transaction(async (tx) => {
    const a = await appointmentForMessages(tx, job.appointmentUuid);
    const now = ctx.clock.now();
    if (!a || (a.status !== 'Requested' && a.status !== 'Scheduled')) return;
    if (a.startDateTime !== job.startAt || a.startAt.getTime() <= now.getTime()) return;
    const phone = whatsappNumber(a.phoneNumber);
    const channels: Channel[] = [];
    if (a.emailReminders) channels.push('email');
    if (config.whatsapp && a.whatsappAccepted && a.whatsappReminders && phone) channels.push('whatsapp');
    const fresh = await logReminder(tx, { appointmentUuid: a.uuid, kind: job.kind, startAt: a.startAt, channels, sentAt: now });
    if (!fresh) return;
    if (channels.includes('email')) await ctx.jobs.mail(tx, reminderMail(a.recipient, linksFor(ctx, a.patientUuid), a, job.kind));
    if (channels.includes('whatsapp')) {
      const message: WhatsAppJob = { to: phone!, parameters: reminderTemplateParameters(a.recipient, a) };
      await ctx.jobs.schedule(tx, WHATSAPP_QUEUE, message, { singletonKey: `${a.uuid}:${job.kind}:${job.startAt}` });
    }
  });
  ctx.jobs.wake();
}

async function runWhatsApp(ctx: ServerContext, job: WhatsAppJob): Promise<void> {
  const config = remindersConfig(ctx).whatsapp;
  if (!config) return; // turned off since the reminder was due: its e-mail (if she wants e-mail) went anyway
  try {
    await sendTemplate(config, job);
    ctx.metrics.jobs.message('whatsapp', 'sent');
  } catch (error) {
    // A refusal will not change by retrying; the e-mail reminder is her fallback.
    const refused = error instanceof WhatsAppRefused;
    ctx.metrics.jobs.message('whatsapp', refused ? 'refused' : 'failed');
    if (refused) return;
    throw error;
  }
}

/** Registers this module's job handlers on the context's queue (every server runs them; each job runs once). */
export async function registerReminderJobs(ctx: ServerContext): Promise<void> {
  await ctx.jobs.handle(REMINDER_QUEUE, (data) => runReminder(ctx, data as ReminderJob));
  await ctx.jobs.handle(WHATSAPP_QUEUE, (data) => runWhatsApp(ctx, data as WhatsAppJob), { retryLimit: 6 });
}
