import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import type { ClinicEvents } from '../../events';
import { HttpError } from '../../http/errors';
import { signToken, tokenId, tokenMatches, type TokenKind } from '../../http/signedToken';
import type { Schema } from '../../http/types';
import { CLINIC_LOCATION_UUID } from '../../../common/clinic';
import { moveAccess } from './access';
import {
  closeOffer,
  endWait,
  findOffer,
  insertOffer,
  nextWaitFor,
  recordOfferBooking,
  slotIsFree,
  type OfferRow,
} from './earlierSlotRepository';
import { cancelRequested, findAppointment, insertAppointment } from './repository';

declare module '../../context' {
  interface ServerConfig {
    /** How long a freed slot is held for the patient it is offered to; from the environment when absent. */
    earlierSlotHoldMs?: number;
  }
}

export const DEFAULT_HOLD_MINUTES = 30;

/**
 * EARLIER_SLOT_HOLD_MINUTES: a whole number of minutes from 1 to 1440, else 30. `ELLA_TEST_EARLIER_SLOT_HOLD_MS`
 * shortens it for the browser journey that waits a hold out in real time, and is ignored in production.
 */
export function holdMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const test = Number(env.ELLA_TEST_EARLIER_SLOT_HOLD_MS);
  if (env.NODE_ENV !== 'production' && Number.isInteger(test) && test > 0) return test;
  const minutes = Number(env.EARLIER_SLOT_HOLD_MINUTES);
  return (Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440 ? minutes : DEFAULT_HOLD_MINUTES) * 60_000;
}

const holdMs = (ctx: ServerContext) => ctx.config.earlierSlotHoldMs ?? holdMsFromEnv();

/** The offer's link names the offer and is bound to the patient it was made for. */
const OFFER: TokenKind = { label: 'ella-earlier-slot', purpose: 'appointments:earlier-slot:take:v1' };
export const offerToken = (secret: string, offerId: string, patientUuid: string) => signToken(secret, OFFER, offerId, [patientUuid]);

/** The job that passes an offer on when its hold ends without her taking it. */
export const OFFER_LAPSE_QUEUE = 'earlier-slot-lapse';
export interface OfferLapseJob {
  offerId: string;
  heldUntil: string;
}

export const offerMessages = {
  invalid: 'Este enlace no es válido.',
  used: 'Ya usaste este enlace: tu consulta ya está en el nuevo horario.',
  expired: 'El tiempo para tomar este horario terminó: ya no está apartado para ti.',
  gone: 'Este horario ya no está disponible.',
  held: 'Este horario está apartado por unos minutos para otra paciente. Por favor, selecciona otra fecha y/o hora.',
  cannotWait: 'Esta consulta ya no puede esperar un horario antes.',
};

/**
 * A slot of `providerUuid` at `startAt` became free (a cancel, a reschedule, an offer that lapsed or was
 * withdrawn): the first booking in line gets it held for her and a message with the link that takes it.
 * Runs inside the transaction that freed it, so the offer exists exactly when the change does.
 */
export async function offerFreedSlot(
  ctx: ServerContext,
  tx: Queryable,
  events: ClinicEvents,
  providerUuid: string,
  startAt: Date,
): Promise<void> {
  const now = ctx.clock.now();
  if (startAt.getTime() <= now.getTime() || !(await slotIsFree(tx, providerUuid, startAt))) return;
  const next = await nextWaitFor(tx, providerUuid, startAt, now);
  if (!next) return;
  // A slot that starts sooner than a whole hold is held until it starts.
  const heldUntil = new Date(Math.min(now.getTime() + holdMs(ctx), startAt.getTime()));
  const id = randomUUID();
  const held = await insertOffer(tx, {
    id,
    waitId: next.id,
    patientUuid: next.patient_uuid,
    providerUuid,
    startAt,
    offeredAt: now,
    heldUntil,
  });
  if (!held) return; // another transaction's offer holds it already
  await events.earlierSlotOffered(ctx, tx, {
    appointmentUuid: next.appointment_uuid,
    startAt,
    heldUntil,
    token: offerToken(ctx.config.pepper, id, next.patient_uuid),
  });
  await scheduleLapse(ctx, tx, id, heldUntil, now, id);
}

/** The lapse job of an offer, due when its hold ends. */
async function scheduleLapse(ctx: ServerContext, tx: Queryable, offerId: string, heldUntil: Date, now: Date, singletonKey?: string) {
  const job: OfferLapseJob = { offerId, heldUntil: heldUntil.toISOString() };
  await ctx.jobs.schedule(tx, OFFER_LAPSE_QUEUE, job, {
    startAfterSeconds: (heldUntil.getTime() - now.getTime()) / 1000,
    ...(singletonKey ? { singletonKey } : {}),
  });
}

/**
 * Her booking stopped waiting (cancelled, rescheduled, taken off the list): any offer it held open goes on to
 * the next in line.
 */
export async function stopWaiting(ctx: ServerContext, tx: Queryable, events: ClinicEvents, appointmentUuid: string): Promise<void> {
  const withdrawn = await endWait(tx, appointmentUuid, ctx.clock.now());
  for (const o of withdrawn) await offerFreedSlot(ctx, tx, events, o.provider_uuid, new Date(o.start_at));
}

/** A booking was cancelled (alone or as the first half of a reschedule): its wait ends and its slot is offered. */
export async function bookingFreed(ctx: ServerContext, tx: Queryable, events: ClinicEvents, appointmentUuid: string): Promise<void> {
  await stopWaiting(ctx, tx, events, appointmentUuid);
  const row = await findAppointment(tx, appointmentUuid);
  if (row) await offerFreedSlot(ctx, tx, events, row.provider_uuid, new Date(row.start_at));
}

/** The hold ended: if she did not take it, it is closed and the slot goes to the next in line. */
export async function runOfferLapse(ctx: ServerContext, events: ClinicEvents, job: OfferLapseJob): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const offer = await findOffer(tx, job.offerId, true);
    if (!offer || offer.state !== 'open') return;
    const now = ctx.clock.now();
    const heldUntil = new Date(offer.held_until);
    if (heldUntil.getTime() > now.getTime()) {
      // pg-boss counts from the database's clock; the hold is the server's. Look again when it ends.
      await scheduleLapse(ctx, tx, offer.id, heldUntil, now);
      return;
    }
    await closeOffer(tx, offer.id, 'expired', now);
    await offerFreedSlot(ctx, tx, events, offer.provider_uuid, new Date(offer.start_at));
  });
  ctx.jobs.wake();
}

export async function registerEarlierSlotJobs(ctx: ServerContext, events: ClinicEvents): Promise<void> {
  await ctx.jobs.handle(OFFER_LAPSE_QUEUE, (data) => runOfferLapse(ctx, events, data as OfferLapseJob));
}

/** The offer a token names, when this server made the token for that offer's patient; else 404. */
async function offerOf(db: Queryable, secret: string, token: string, lock = false): Promise<OfferRow> {
  const id = tokenId(token);
  const offer = id ? await findOffer(db, id, lock) : undefined;
  if (!offer || !tokenMatches(secret, OFFER, token, [offer.patient_uuid])) throw new HttpError(404, offerMessages.invalid);
  return offer;
}

type OfferView = Schema<'EarlierSlotOffer'>;

async function viewOf(db: Queryable, offer: OfferRow, now: Date): Promise<OfferView> {
  const current = await findAppointment(db, offer.from_appointment_uuid ?? offer.appointment_uuid);
  if (!current) throw new HttpError(404, offerMessages.invalid);
  const start = new Date(offer.start_at);
  // Moved, her consultation keeps its length.
  const length = new Date(current.end_at).getTime() - new Date(current.start_at).getTime();
  const lapsed = offer.state === 'open' && new Date(offer.held_until).getTime() <= now.getTime();
  return {
    state: lapsed ? 'expired' : offer.state,
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + length).toISOString(),
    heldUntil: new Date(offer.held_until).toISOString(),
    providerName: current.provider_name,
    serviceType: current.service_name,
    currentStartDateTime: new Date(current.start_at).toISOString(),
  };
}

const refusal = (state: OfferView['state']) =>
  state === 'taken'
    ? new HttpError(409, offerMessages.used, 'offer_used')
    : state === 'expired'
      ? new HttpError(409, offerMessages.expired, 'offer_expired')
      : new HttpError(409, offerMessages.gone, 'offer_gone');

export async function viewOffer(ctx: ServerContext, token: string): Promise<OfferView> {
  const offer = await offerOf(ctx.db, ctx.config.pepper, token);
  return viewOf(ctx.db, offer, ctx.clock.now());
}

/**
 * Takes the offer: her waiting booking moves to the held slot like a reschedule (the old one is cancelled,
 * the new one created, her paid consultation moves), in one transaction with the offer's closing, whose
 * `WHERE state = 'open'` makes the link single use. Her old slot is then offered on.
 */
export async function takeOffer(ctx: ServerContext, events: ClinicEvents, token: string): Promise<OfferView> {
  const now = ctx.clock.now();
  // A refusal that changes something (a lapsed or broken offer passed on) commits that change first.
  const outcome = await ctx.db.transaction(async (tx): Promise<OfferView | HttpError> => {
    const offer = await offerOf(tx, ctx.config.pepper, token, true);
    const view = await viewOf(tx, offer, now);
    if (view.state !== 'open') {
      if (offer.state === 'open' && (await closeOffer(tx, offer.id, 'expired', now)))
        await offerFreedSlot(ctx, tx, events, offer.provider_uuid, new Date(offer.start_at));
      return refusal(view.state);
    }
    const old = await findAppointment(tx, offer.appointment_uuid);
    const start = new Date(offer.start_at);
    if (!old || old.status !== 'Requested' || !(await slotIsFree(tx, offer.provider_uuid, start))) {
      await closeOffer(tx, offer.id, 'gone', now);
      return refusal('gone');
    }
    const uuid = randomUUID();
    if (!(await closeOffer(tx, offer.id, 'taken', now, old.uuid))) return refusal('taken');
    if (!(await cancelRequested(tx, old.uuid))) throw new HttpError(409, offerMessages.gone, 'offer_gone');
    try {
      await insertAppointment(tx, {
        uuid,
        patientUuid: old.patient_uuid,
        serviceUuid: old.service_uuid,
        providerUuid: old.provider_uuid,
        locationUuid: CLINIC_LOCATION_UUID,
        start,
        // The view's end: an open offer's current booking is `old`, so the move keeps her consultation's length.
        end: new Date(view.endDateTime),
        createdAt: now,
      });
    } catch (error) {
      // Booked by someone between the check and the insert: nothing of this transaction stays.
      if (isUniqueViolation(error)) throw new HttpError(409, offerMessages.gone, 'offer_gone');
      throw error;
    }
    await recordOfferBooking(tx, offer.id, uuid);
    if (!(await moveAccess(tx, old.patient_uuid, old.uuid, uuid, now))) throw new HttpError(409, offerMessages.gone, 'offer_gone');
    await endWait(tx, old.uuid, now);
    await events.appointmentRescheduled(ctx, tx, old.uuid, uuid);
    await offerFreedSlot(ctx, tx, events, old.provider_uuid, new Date(old.start_at));
    return { ...view, state: 'taken' };
  });
  ctx.jobs.wake();
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}
