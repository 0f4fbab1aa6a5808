import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import type { ClinicEvents, EarlierSlotOfferNotice } from '../../events';
import { remindersConfigFromEnv, type RemindersConfig } from './config';
import { optOutToken } from './optOutToken';
import { appointmentForMessages, fulfilledCheckout, patientRecipient, type AppointmentForMessages } from './repository';
import {
  bookingReceivedMail,
  cancelledMail,
  confirmedMail,
  earlierSlotOfferMail,
  earlierSlotTemplateParameters,
  paymentReceivedMail,
  prescriptionIssuedMail,
  rescheduledMail,
  videoLinkMail,
  type Links,
  type ReminderKind,
} from './templates';
import { paths } from '../../../common/paths';
import { videoLink } from '../../../common/videoLink';
import { whatsappNumber, WHATSAPP_QUEUE, type WhatsAppJob } from './whatsapp';

/**
 * What each change tells the patient, enqueued in the change's own transaction (`tx`): the message and
 * the reminders exist exactly when the change does.
 */
export const REMINDER_QUEUE = 'reminder';
export const REMINDER_OFFSETS: Record<ReminderKind, number> = { '24h': 24 * 3_600_000, '1h': 3_600_000 };

export interface ReminderJob {
  appointmentUuid: string;
  kind: ReminderKind;
  /** The start the reminder was scheduled for: a job for a time the appointment no longer has sends nothing. */
  startAt: string;
  dueAt: string;
}

export const remindersConfig = (ctx: ServerContext): RemindersConfig => ctx.reminders ?? remindersConfigFromEnv();

export function linksFor(ctx: ServerContext, patientUuid: string): Links {
  const base = remindersConfig(ctx).publicUrl;
  return {
    portal: `${base}${paths.dashboard}`,
    unsubscribe: `${base}/recordatorios/baja?t=${encodeURIComponent(optOutToken(ctx.config.pepper, patientUuid))}`,
  };
}

const reminderKey = (appointmentUuid: string, kind: ReminderKind, startAt: string) => `${appointmentUuid}:${kind}:${startAt}`;

/** Schedules the 24 h and 1 h reminders still ahead; one already waiting for the same start is kept, not doubled. */
async function scheduleReminders(ctx: ServerContext, tx: Queryable, a: AppointmentForMessages): Promise<void> {
  const now = ctx.clock.now().getTime();
  for (const kind of Object.keys(REMINDER_OFFSETS) as ReminderKind[]) {
    const due = a.startAt.getTime() - REMINDER_OFFSETS[kind];
    if (due <= now) continue;
    const job: ReminderJob = { appointmentUuid: a.uuid, kind, startAt: a.startDateTime, dueAt: new Date(due).toISOString() };
    await ctx.jobs.schedule(tx, REMINDER_QUEUE, job, {
      startAfterSeconds: (due - now) / 1000,
      singletonKey: reminderKey(a.uuid, kind, a.startDateTime),
    });
  }
}

async function dropReminders(ctx: ServerContext, tx: Queryable, a: AppointmentForMessages): Promise<void> {
  const kinds = Object.keys(REMINDER_OFFSETS) as ReminderKind[];
  await ctx.jobs.unschedule(
    tx,
    REMINDER_QUEUE,
    kinds.map((kind) => reminderKey(a.uuid, kind, a.startDateTime)),
  );
}

async function load(tx: Queryable, uuid: string): Promise<AppointmentForMessages> {
  const a = await appointmentForMessages(tx, uuid);
  if (!a) throw new Error(`appointment ${uuid} vanished inside its own transaction`);
  return a;
}

/** A new booking (status Requested): 'booking received' with its .ics, and its reminders. */
export async function appointmentBooked(ctx: ServerContext, tx: Queryable, uuid: string): Promise<void> {
  const a = await load(tx, uuid);
  await ctx.jobs.mail(tx, bookingReceivedMail(a.recipient, linksFor(ctx, a.patientUuid), a, ctx.clock.now()));
  await scheduleReminders(ctx, tx, a);
}

/** SPEC §4: rescheduling cancels the old appointment and creates a new one; she gets one message, not two. */
export async function appointmentRescheduled(ctx: ServerContext, tx: Queryable, oldUuid: string, newUuid: string): Promise<void> {
  const before = await load(tx, oldUuid);
  const after = await load(tx, newUuid);
  await dropReminders(ctx, tx, before);
  await ctx.jobs.mail(tx, rescheduledMail(after.recipient, linksFor(ctx, after.patientUuid), before, after, ctx.clock.now()));
  await scheduleReminders(ctx, tx, after);
}

export async function appointmentCancelled(ctx: ServerContext, tx: Queryable, uuid: string): Promise<void> {
  const a = await load(tx, uuid);
  await dropReminders(ctx, tx, a);
  await ctx.jobs.mail(tx, cancelledMail(a.recipient, linksFor(ctx, a.patientUuid), a));
}

/** Staff changed the status or the video link (server/cli/staff.ts): confirmed, link added, cancelled, or over. */
export async function appointmentUpdatedByStaff(
  ctx: ServerContext,
  tx: Queryable,
  uuid: string,
  before: { status: string; notes: string | null },
): Promise<void> {
  const a = await load(tx, uuid);
  const links = linksFor(ctx, a.patientUuid);
  const now = ctx.clock.now();
  const live = a.status === 'Requested' || a.status === 'Scheduled';
  if (a.status === 'Cancelled' && before.status !== 'Cancelled') return appointmentCancelled(ctx, tx, uuid);
  if (!live) return dropReminders(ctx, tx, a);
  const future = a.startAt.getTime() > now.getTime();
  if (a.status === 'Scheduled' && before.status !== 'Scheduled') {
    if (future) await ctx.jobs.mail(tx, confirmedMail(a.recipient, links, a, now));
  } else if (videoLink(a) && videoLink(a) !== videoLink({ notes: before.notes }) && future) {
    await ctx.jobs.mail(tx, videoLinkMail(a.recipient, links, a, now));
  }
  await scheduleReminders(ctx, tx, a);
}

export async function prescriptionIssued(
  ctx: ServerContext,
  tx: Queryable,
  patientUuid: string,
  providerName: string,
  at: Date,
): Promise<void> {
  const to = await patientRecipient(tx, patientUuid);
  if (to) await ctx.jobs.mail(tx, prescriptionIssuedMail(to, linksFor(ctx, patientUuid), providerName, at));
}

/** After a checkout is fulfilled (server/modules/payments/webhook.ts), in the same transaction. */
export async function paymentReceived(ctx: ServerContext, tx: Queryable, sessionId: string): Promise<void> {
  const s = await fulfilledCheckout(tx, sessionId);
  const to = s && (await patientRecipient(tx, s.patient_uuid));
  if (to) await ctx.jobs.mail(tx, paymentReceivedMail(to, linksFor(ctx, s.patient_uuid), s.plan, s.amount, new Date(s.fulfilled_at)));
}

/**
 * A freed slot is held for her: an e-mail always (it is what she asked for, not a reminder), and WhatsApp
 * as well when she accepted WhatsApp contact and keeps its reminders on. The link carries the token in
 * its fragment, which browsers never send to a server, so no access log or Referer holds it.
 */
export async function earlierSlotOffered(ctx: ServerContext, tx: Queryable, offer: EarlierSlotOfferNotice): Promise<void> {
  const a = await load(tx, offer.appointmentUuid);
  const config = remindersConfig(ctx);
  const takeUrl = `${config.publicUrl}${paths.earlierSlotOffer}#${offer.token}`;
  await ctx.jobs.mail(tx, earlierSlotOfferMail(a.recipient, linksFor(ctx, a.patientUuid), a, { ...offer, takeUrl }));
  const phone = whatsappNumber(a.phoneNumber);
  if (config.whatsapp && a.whatsappAccepted && a.whatsappReminders && phone) {
    const message: WhatsAppJob = {
      to: phone,
      template: 'offer',
      parameters: earlierSlotTemplateParameters(a.recipient, a, offer.startAt, offer.heldUntil, takeUrl),
    };
    await ctx.jobs.schedule(tx, WHATSAPP_QUEUE, message, { singletonKey: `offer:${offer.token.split('.')[0]}` });
  }
}

/** The reminders module's answer to each clinic event (server/events.ts). */
export const reminderEvents: ClinicEvents = {
  appointmentBooked,
  appointmentRescheduled,
  appointmentCancelled,
  appointmentUpdatedByStaff,
  prescriptionIssued,
  paymentReceived,
  earlierSlotOffered,
};
