import { arcoKindLabels } from '../../../common/arcoKinds';
import { uploadMessages } from '../../../common/uploads';
import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { ownPatient } from '../../http/caller';
import { recognise } from '../../http/fileTypes';
import { logAccess, logStaffRead, staffActor } from '../../audit/accessLog';
import { fileArco, toArco, type ArcoKind, type ArcoRow } from './arco';
import {
  accessLogOf,
  findArco,
  findStaffArco,
  keepAttachment,
  markCarriedOut,
  patientArcoRequests,
  saveArcoAnswer,
  staffArcoRequests,
  type StaffArcoRow,
} from './repository';
import { CARRY_OUT_DAYS, addBusinessDays } from './businessDays';
import { clinicDay } from '../../../common/clinic';
import { cancelAccount, cancellationNotice, purgeExpired } from './cancellation';
import { buildExport, type ExportFormat } from './export/build';
import type { ExportPart } from '../../export/part';
import { arcoAnswerMail } from './mail';

const formatLabels: Record<ExportFormat, string> = { html: 'página HTML', json: 'JSON', fhir: 'FHIR R4' };

const toStaffArco = (r: StaffArcoRow) => ({ patientEmail: r.patient_email, patientName: r.patient_name, request: toArco(r) });

async function staffCase(ctx: ServerContext, id: string): Promise<StaffArcoRow> {
  const row = await findStaffArco(ctx.db, id);
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

/** Mis datos, ARCO requests and the access log; the staff side is reached through `npm run staff -- arco`. */
/** `exportParts`: every part of Mis datos in the page's order, this module's and the other modules' (server/app.ts). */
export function privacyHandlers(ctx: ServerContext, exportParts: ExportPart[]): Handlers {
  return {
    async exportMyData(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const now = ctx.clock.now();
      const file = await buildExport(exportParts, { db: ctx.db, patientUuid: caller.patientUuid, now }, req.body.format);
      await logAccess(ctx, ctx.db, [
        {
          patientUuid: caller.patientUuid,
          actorKind: 'patient',
          actor: 'Tú',
          tool: 'Portal (Mis datos)',
          action: 'export',
          what: `Tu expediente completo (${formatLabels[req.body.format]})`,
        },
      ]);
      return file as never;
    },

    async listAccessLog(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const rows = await accessLogOf(ctx.db, caller.patientUuid);
      return rows.map((r) => ({
        at: new Date(r.at).toISOString(),
        actorKind: r.actor_kind,
        actor: r.actor,
        tool: r.tool,
        action: r.action,
        what: r.what,
      }));
    },

    async listArcoRequests(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const rows = await patientArcoRequests(ctx.db, caller.patientUuid);
      return rows.map(toArco);
    },

    async getArcoRequest(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const row = await findArco(ctx.db, req.params.id, caller.patientUuid);
      if (!row) throw new HttpError(404, messages.notFound);
      return toArco(row);
    },

    async fileArcoRequest(req, reply) {
      const caller = ownPatient(req, req.params.openmrsId);
      // Without a file the multipart layer never counted this request against the upload limit.
      if (!req.upload)
        await ctx.limiter.hitAll([
          [`arco:${caller.patientUuid}`, ctx.config.limits.upload],
          [`arco-ip:${req.ip}`, ctx.config.limits.uploadAddress],
        ]);
      const upload = req.upload;
      // A request with no form at all has no body to read: the same answer as an empty description.
      const description = String(req.body?.description ?? '').trim();
      if (!description) throw new HttpError(400, 'Describe tu solicitud.');
      let mimeType: string | null = null;
      if (upload) {
        if (upload.sizeBytes === 0) throw new HttpError(400, 'Por favor selecciona un archivo.');
        // The same rules as Compartir Archivos: magic bytes from the head, a text file checked whole as it streamed.
        mimeType = await recognise(upload.fileName, upload.head, upload.textValid);
        if (!mimeType) throw new HttpError(415, uploadMessages.typeNotAllowed);
      }
      const now = ctx.clock.now();
      const kind = req.body.kind as ArcoKind;
      const id = await ctx.db.transaction(async (tx) => {
        if (upload) {
          const kept = await keepAttachment(tx, {
            documentUuid: upload.documentUuid,
            patientUuid: caller.patientUuid,
            description: `Adjunto de la solicitud ARCO (${arcoKindLabels[kind]})`,
            sizeBytes: upload.sizeBytes,
            mimeType,
            at: now,
          });
          if (!kept) throw new HttpError(500, messages.server);
        }
        return fileArco(tx, { patientUuid: caller.patientUuid, kind, description, attachmentUuid: upload?.documentUuid ?? null, now });
      });
      req.upload = null; // kept with the case: the onResponse clean-up leaves it alone
      return reply.code(201).send(toArco((await findArco(ctx.db, id))!));
    },

    async staffListArcoRequests(req) {
      const rows = await staffArcoRequests(ctx.db);
      await logStaffRead(
        ctx,
        req,
        rows.map((r) => r.patient_uuid),
        'Tus solicitudes ARCO (lista)',
        'npm run staff -- arco list',
      );
      return rows.map(toStaffArco);
    },

    async staffAnswerArcoRequest(req) {
      const who = staffActor(req, 'npm run staff -- arco answer');
      const now = ctx.clock.now();
      const id = req.params.id;
      const answered = await ctx.db.transaction(async (tx) => {
        const row = await findStaffArco(tx, id, true);
        if (!row) throw new HttpError(404, messages.notFound);
        if (row.status !== 'recibida') throw new HttpError(409, 'La solicitud ya fue respondida');
        let answer = req.body.answer.trim();
        if (!answer) throw new HttpError(400, messages.badRequest);
        const granted = req.body.decision === 'procedente';
        let status: ArcoRow['status'] = granted ? 'procedente' : 'improcedente';
        let carriedOut: Date | null = null;
        if (granted && row.kind === 'cancelacion') {
          answer = `${answer}\n\n${cancellationNotice(await cancelAccount(tx, row.patient_uuid, now))}`;
          status = 'atendida';
          carriedOut = now;
        }
        await saveArcoAnswer(tx, id, {
          status,
          answer,
          at: now,
          by: who.actor,
          carryOutDue: granted ? addBusinessDays(clinicDay(now), CARRY_OUT_DAYS) : null,
          carriedOutAt: carriedOut,
        });
        await logAccess(ctx, tx, [
          { patientUuid: row.patient_uuid, ...who, action: 'read', what: `Tu solicitud ARCO folio ${row.folio} (respuesta)` },
        ]);
        await ctx.jobs.mail(tx, arcoAnswerMail(row.patient_email, row.patient_name.split(' ')[0], Number(row.folio), row.kind, answer));
        return true;
      });
      if (answered) ctx.jobs.wake();
      return toStaffArco(await staffCase(ctx, id));
    },

    async staffCarryOutArcoRequest(req) {
      const row = await staffCase(ctx, req.params.id);
      if (!(await markCarriedOut(ctx.db, req.params.id, ctx.clock.now())))
        throw new HttpError(409, 'Solo una solicitud procedente puede marcarse como atendida');
      await logStaffRead(ctx, req, [row.patient_uuid], `Tu solicitud ARCO folio ${row.folio} (atendida)`, 'npm run staff -- arco done');
      return toStaffArco(await staffCase(ctx, req.params.id));
    },

    async staffExportArcoPatient(req) {
      const row = await staffCase(ctx, req.params.id);
      const file = await buildExport(exportParts, { db: ctx.db, patientUuid: row.patient_uuid, now: ctx.clock.now() }, req.body.format);
      await logAccess(ctx, ctx.db, [
        {
          patientUuid: row.patient_uuid,
          ...staffActor(req, 'npm run staff -- arco export'),
          action: 'export',
          what: `Tu expediente completo (${formatLabels[req.body.format]}), solicitud ARCO folio ${row.folio}`,
        },
      ]);
      return file as never;
    },

    async staffPurgeExpiredRecords() {
      const purged = await purgeExpired(ctx.db, ctx.clock.now());
      return { message: `${purged} expedientes eliminados` };
    },
  };
}
