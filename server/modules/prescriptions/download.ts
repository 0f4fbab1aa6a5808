import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { ownPatient } from '../../http/caller';
import { ownPrescription } from './repository';
import { toPrescription } from './handlers';
import { prescriptionPdf } from './pdf';
import { clinicDay } from '../../../common/clinic';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/patients/:openmrsId/prescriptions/:encounterUuid/pdf (openapi.yaml `downloadPrescriptionPdf`): her
 * prescription as a PDF, drawn on each request from what was kept when it was issued. Outside the generated
 * routes like the invoice download, since the body is a file. Another patient's prescription answers 404.
 */
export async function registerPrescriptionDownload(
  app: FastifyInstance,
  ctx: ServerContext,
  bearerAuth: (req: FastifyRequest) => Promise<void>,
): Promise<void> {
  app.get<{ Params: { openmrsId: string; encounterUuid: string } }>(
    '/api/patients/:openmrsId/prescriptions/:encounterUuid/pdf',
    { onRequest: async (req) => bearerAuth(req) },
    async (req, reply) => {
      const caller = ownPatient(req, req.params.openmrsId);
      if (!uuidPattern.test(req.params.encounterUuid)) throw new HttpError(400, messages.badRequest);
      const row = await ownPrescription(ctx.db, caller.patientUuid, req.params.encounterUuid);
      if (!row) throw new HttpError(404, messages.notFound);
      const [patient] = await ctx.db.query<{ first_name: string; last_name: string }>(
        'SELECT first_name, last_name FROM patients WHERE patient_uuid = $1',
        [caller.patientUuid],
      );
      const pdf = await prescriptionPdf(toPrescription(row), `${patient.first_name} ${patient.last_name}`.trim());
      const day = clinicDay(row.prescribed_at);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="receta-${day}.pdf"`)
        .send(pdf);
    },
  );
}
