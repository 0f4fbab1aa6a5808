import type { ServerContext } from './context';
import type { Queryable } from './db/database';

/**
 * What happened that the patient hears about (a mail now, reminders later). The module where it happens calls
 * these inside the transaction that made it happen, so the message commits or rolls back with it; the reminders
 * module implements them and server/app.ts hands that implementation to the others, which never import it.
 */
export interface ClinicEvents {
  appointmentBooked(ctx: ServerContext, tx: Queryable, uuid: string): Promise<void>;
  appointmentRescheduled(ctx: ServerContext, tx: Queryable, oldUuid: string, newUuid: string): Promise<void>;
  appointmentCancelled(ctx: ServerContext, tx: Queryable, uuid: string): Promise<void>;
  /** Staff changed the status or the notes (video link); `before` is the row as it was. */
  appointmentUpdatedByStaff(
    ctx: ServerContext,
    tx: Queryable,
    uuid: string,
    before: { status: string; notes: string | null },
  ): Promise<void>;
  prescriptionIssued(ctx: ServerContext, tx: Queryable, patientUuid: string, providerName: string, at: Date): Promise<void>;
  /** A checkout was fulfilled. */
  paymentReceived(ctx: ServerContext, tx: Queryable, sessionId: string): Promise<void>;
  /** A freed slot is held for her: the message carries the signed link that takes it. */
  earlierSlotOffered(ctx: ServerContext, tx: Queryable, offer: EarlierSlotOfferNotice): Promise<void>;
}

/** What the offer's messages say: the slot, until when it is held, and her booking it would move. */
export interface EarlierSlotOfferNotice {
  /** Her current booking (the one waiting): its patient, service and provider. */
  appointmentUuid: string;
  startAt: Date;
  heldUntil: Date;
  /** The signed, single-use token of the offer's link. */
  token: string;
}
