import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import type { ClinicEvents } from '../../events';
import { HttpError, messages } from '../../http/errors';
import { logStaffRead } from '../../audit/accessLog';
import { toAppointment } from './handlers';
import { findStaffAppointment, listAllAppointments, lockForUpdate, updateAppointment } from './repository';
import { listWaiting } from './earlierSlotRepository';

/** What clinic staff do with appointments, through the CLI only (SPEC has no staff screens). */
export function staffAppointmentHandlers(ctx: ServerContext, events: ClinicEvents): Handlers {
  return {
    async staffListAppointments(req) {
      const rows = await listAllAppointments(ctx.db);
      await logStaffRead(
        ctx,
        req,
        rows.map((r) => r.patient_uuid),
        'Tus consultas (lista de consultas de la clínica)',
        'npm run staff -- list-appointments',
      );
      return rows.map((r) => ({ ...toAppointment(r), patientEmail: r.patient_email, patientName: r.patient_name }));
    },

    async staffListEarlierSlotWaits(req) {
      const rows = await listWaiting(ctx.db, ctx.clock.now());
      await logStaffRead(
        ctx,
        req,
        rows.map((r) => r.patient_uuid),
        'Tu espera de un horario antes (lista de espera de la clínica)',
        'npm run staff -- earlier-slot-waits',
      );
      return rows.map((r) => ({
        providerName: r.provider_name,
        position: r.position,
        appointmentUuid: r.appointment_uuid,
        appointmentStart: r.appointment_start.toISOString(),
        patientName: r.patient_name,
        patientEmail: r.patient_email,
        waitingSince: r.waiting_since.toISOString(),
        offer:
          r.offer_start && r.offer_held_until
            ? { startAt: r.offer_start.toISOString(), heldUntil: r.offer_held_until.toISOString() }
            : null,
      }));
    },

    async staffUpdateAppointment(req) {
      const { status, notes } = req.body;
      if (!status && notes === undefined) throw new HttpError(400, messages.badRequest);
      // The patient's message (confirmed, video link, cancelled) and her reminders change with the row.
      await ctx.db.transaction(async (tx) => {
        const before = await lockForUpdate(tx, req.params.uuid);
        if (!before) throw new HttpError(404, messages.notFound);
        await updateAppointment(tx, req.params.uuid, { status, notes });
        await events.appointmentUpdatedByStaff(ctx, tx, req.params.uuid, before);
      });
      return toAppointment((await findStaffAppointment(ctx.db, req.params.uuid))!);
    },
  };
}
