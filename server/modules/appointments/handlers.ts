import { apiMessages } from '../../../common/apiMessages';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Handlers, Req, Schema } from '../../http/types';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import { HttpError, messages } from '../../http/errors';
import { requireCaller, type Caller } from '../../http/caller';
import { consumeAccess, moveAccess, subscriptionStatus } from './access';
import { clinicDateAndTime, isOnGrid, slotsForService } from './slots';
import {
  cancelRequested,
  findAppointment,
  findService,
  hasFirstConsultation,
  insertAppointment,
  listPatientAppointments,
  listProviders,
  listServices,
  providerSpecialty,
  releaseCreditOf,
  type AppointmentRow,
} from './repository';
import { CLINIC_LOCATION_UUID } from '../../../common/clinic';
import type { ClinicEvents } from '../../events';
import { bookingFreed, offerMessages, stopWaiting, takeOffer, viewOffer } from './earlierSlot';
import { slotIsHeldFromHer, startWait } from './earlierSlotRepository';

type Booking = Schema<'RescheduleRequest'>;

const taken = () => new HttpError(409, apiMessages.slotTaken, 'slot_taken');
const notFound = () => new HttpError(404, messages.notFound);

type Row = AppointmentRow;

export function toAppointment(r: Row): Schema<'Appointment'> {
  const start = new Date(r.start_at);
  const { date, time } = clinicDateAndTime(start);
  return {
    uuid: r.uuid,
    date,
    startTime: time,
    startDateTime: start.toISOString(),
    endDateTime: new Date(r.end_at).toISOString(),
    status: r.status,
    serviceType: r.service_name,
    serviceUuid: r.service_uuid,
    providerName: r.provider_name,
    providerUuid: r.provider_uuid,
    notes: r.notes ?? null,
    ...(r.waiting_for_earlier === undefined ? {} : { waitingForEarlier: r.waiting_for_earlier }),
  };
}

async function ownAppointment(db: Queryable, caller: Caller, uuid: string): Promise<Row> {
  const row = await findAppointment(db, uuid);
  if (!row || row.patient_uuid !== caller.patientUuid) throw notFound();
  return row;
}

export function appointmentHandlers(ctx: ServerContext, events: ClinicEvents): Handlers {
  const ownPhone = (req: FastifyRequest, phone: string) => {
    const caller = requireCaller(req);
    if (caller.openmrsId !== phone) throw notFound(); // the patient id is her phone number
    return caller;
  };

  /** Checks a requested booking and inserts it; the unique index decides races for the slot. */
  async function insertBooking(tx: Queryable, caller: Caller, b: Booking): Promise<string> {
    const service = await findService(tx, b.serviceUuid);
    const specialty = await providerSpecialty(tx, b.providerUuid);
    if (!service || !specialty || specialty !== service.specialty || b.locationUuid !== CLINIC_LOCATION_UUID)
      throw new HttpError(400, apiMessages.bookingIncomplete);
    const start = new Date(b.startDateTime);
    const now = ctx.clock.now();
    if (
      new Date(b.endDateTime).getTime() !== start.getTime() + service.duration_minutes * 60_000 ||
      !(await isOnGrid(tx, b.providerUuid, start, now))
    ) {
      throw new HttpError(400, 'El horario seleccionado no está disponible. Por favor, selecciona otra fecha y/o hora.');
    }
    if (/seguimiento/i.test(service.name)) {
      if (!(await hasFirstConsultation(tx, caller.patientUuid, service.specialty)))
        throw new HttpError(403, 'El seguimiento no está disponible hasta que realices una consulta inicial');
    }
    // The patient it is held for may still book it from the form (her offer then finds it taken).
    if (await slotIsHeldFromHer(tx, b.providerUuid, start, now, caller.patientUuid))
      throw new HttpError(409, offerMessages.held, 'slot_held');
    const uuid = randomUUID();
    try {
      await insertAppointment(tx, {
        uuid,
        patientUuid: caller.patientUuid,
        serviceUuid: b.serviceUuid,
        providerUuid: b.providerUuid,
        locationUuid: b.locationUuid,
        start,
        end: new Date(b.endDateTime),
        createdAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    return uuid;
  }

  const noAccess = () => new HttpError(402, 'Necesitas un plan activo o una consulta pagada para agendar');

  async function cancel(req: Req<'cancelAppointment'> | Req<'cancelAppointmentByUuid'>) {
    const caller = requireCaller(req);
    const row = await ownAppointment(ctx.db, caller, req.params.uuid);
    // The status change is the check: of two parallel cancels only one finds it still 'Requested'.
    await ctx.db.transaction(async (tx) => {
      if (!(await cancelRequested(tx, row.uuid))) throw new HttpError(409, apiMessages.cannotCancel);
      await releaseCreditOf(tx, row.uuid);
      await events.appointmentCancelled(ctx, tx, row.uuid);
      await bookingFreed(ctx, tx, events, row.uuid);
    });
    return toAppointment({ ...row, status: 'Cancelled' });
  }

  return {
    async listServices() {
      const rows = await listServices(ctx.db);
      return rows.map((s) => ({ uuid: s.uuid, name: s.name, durationMinutes: s.duration_minutes, specialty: s.specialty }));
    },

    async listProviders() {
      const rows = await listProviders(ctx.db);
      return rows.map((p) => ({ uuid: p.uuid, display: `${p.specialty} - ${p.name}`, specialty: p.specialty }));
    },

    async listAvailableSlots(req) {
      ownPhone(req, req.query.phoneNumber);
      const slots = await slotsForService(ctx.db, req.query.providerUuid, req.query.serviceUuid, ctx.clock.now());
      if (!slots) throw notFound();
      return slots;
    },

    async listAppointments(req) {
      const caller = ownPhone(req, req.query.phoneNumber);
      const rows = await listPatientAppointments(ctx.db, caller.patientUuid);
      return rows.map(toAppointment);
    },

    async createAppointment(req, reply) {
      const caller = requireCaller(req);
      if (req.body.patientUuid !== caller.patientUuid) throw notFound();
      const now = ctx.clock.now();
      const access = await subscriptionStatus(ctx.db, caller.patientUuid, now);
      if (!access.has_subscription && access.singleConsultCredits === 0) throw noAccess();
      const uuid = await ctx.db.transaction(async (tx) => {
        const id = await insertBooking(tx, caller, req.body);
        if (!(await consumeAccess(tx, caller.patientUuid, id, now))) throw noAccess();
        await events.appointmentBooked(ctx, tx, id);
        return id;
      });
      return reply.code(201).send(toAppointment(await ownAppointment(ctx.db, caller, uuid)));
    },

    cancelAppointment: cancel,
    cancelAppointmentByUuid: cancel,

    async rescheduleAppointment(req, reply) {
      const caller = requireCaller(req);
      const old = await ownAppointment(ctx.db, caller, req.params.uuid);
      if (old.status !== 'Requested') throw new HttpError(409, apiMessages.cannotReschedule);
      const uuid = await ctx.db.transaction(async (tx) => {
        if (!(await cancelRequested(tx, old.uuid))) throw new HttpError(409, apiMessages.cannotReschedule);
        const id = await insertBooking(tx, caller, req.body);
        // The paid consultation moves with the booking instead of being spent twice, for its own service only;
        // a switch to a service nothing pays for is refused like any reschedule (the contract has no 402 here).
        if (!(await moveAccess(tx, caller.patientUuid, old.uuid, id, ctx.clock.now())))
          throw new HttpError(409, apiMessages.cannotReschedule);
        await events.appointmentRescheduled(ctx, tx, old.uuid, id);
        await bookingFreed(ctx, tx, events, old.uuid);
        return id;
      });
      return reply.code(201).send(toAppointment(await ownAppointment(ctx.db, caller, uuid)));
    },

    async joinEarlierSlotWait(req) {
      const caller = requireCaller(req);
      const row = await ownAppointment(ctx.db, caller, req.params.uuid);
      if (row.status !== 'Requested' || new Date(row.start_at).getTime() <= ctx.clock.now().getTime())
        throw new HttpError(409, offerMessages.cannotWait);
      await startWait(ctx.db, {
        appointmentUuid: row.uuid,
        patientUuid: caller.patientUuid,
        providerUuid: row.provider_uuid,
        at: ctx.clock.now(),
      });
      return { appointmentUuid: row.uuid, waiting: true };
    },

    async leaveEarlierSlotWait(req) {
      const caller = requireCaller(req);
      const row = await ownAppointment(ctx.db, caller, req.params.uuid);
      await ctx.db.transaction((tx) => stopWaiting(ctx, tx, events, row.uuid));
      ctx.jobs.wake();
      return { appointmentUuid: row.uuid, waiting: false };
    },

    async viewEarlierSlotOffer(req) {
      return viewOffer(ctx, req.body.token);
    },

    async acceptEarlierSlotOffer(req) {
      return takeOffer(ctx, events, req.body.token);
    },

    async getSubscription(req) {
      const caller = requireCaller(req);
      if (caller.openmrsId !== req.params.openmrsId) throw notFound();
      return subscriptionStatus(ctx.db, caller.patientUuid, ctx.clock.now());
    },

    async getSubscriptionByPerson(req) {
      const caller = requireCaller(req);
      if (caller.personUuid !== req.params.personUuid) throw notFound();
      return subscriptionStatus(ctx.db, caller.patientUuid, ctx.clock.now());
    },
  };
}
