import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import type { ClinicEvents } from '../../events';
import { HttpError, messages } from '../../http/errors';
import { logStaffRead } from '../../audit/accessLog';
import { toAppointment } from './handlers';
import { findStaffAppointment, listAllAppointments, lockForUpdate, updateAppointment } from './repository';

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
