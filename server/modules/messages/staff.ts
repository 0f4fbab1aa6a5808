import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { logStaffRead } from '../../audit/accessLog';
import { latestMessages, technicalLog } from './repository';

/** Clinic staff read help and contact messages through the CLI only (SPEC has no staff screens). */
export function staffMessageHandlers(ctx: ServerContext): Handlers {
  return {
    /** The newest 200 help and contact messages, without their technical logs (fetched one at a time). */
    async staffListMessages(req) {
      const rows = await latestMessages(ctx.db);
      await logStaffRead(
        ctx,
        req,
        rows.map((r) => r.patient_uuid),
        'Tus mensajes de ayuda y contacto',
        'npm run staff -- messages',
      );
      return rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        createdAt: new Date(r.created_at).toISOString(),
        patientEmail: r.patient_email,
        name: r.payload.name,
        email: r.payload.email,
        subject: r.payload.subject ?? null,
        message: r.payload.message,
        hasTechnicalLog: r.has_log,
      }));
    },

    async staffGetTechnicalLog(req) {
      const row = await technicalLog(ctx.db, req.params.id);
      if (!row?.log) throw new HttpError(404, messages.notFound);
      await logStaffRead(
        ctx,
        req,
        [row.patient_uuid],
        `El registro técnico de tu mensaje de ayuda #${req.params.id}`,
        'npm run staff -- messages --save-log',
      );
      return { technicalLog: row.log };
    },
  };
}
