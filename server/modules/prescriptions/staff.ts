import { randomUUID } from 'node:crypto';
import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import type { ClinicEvents } from '../../events';
import { HttpError, messages } from '../../http/errors';
import { insertPrescription, patientUuidByEmail, prescribingProvider } from './repository';

/** Clinic staff issue prescriptions through the CLI only (SPEC has no staff screens). */
export function staffPrescriptionHandlers(ctx: ServerContext, events: ClinicEvents): Handlers {
  return {
    async staffIssuePrescription(req, reply) {
      const patientUuid = await patientUuidByEmail(ctx.db, req.body.email.trim().toLowerCase());
      if (!patientUuid) throw new HttpError(404, messages.notFound);
      const provider = await prescribingProvider(ctx.db, req.body.providerUuid);
      if (!provider) throw new HttpError(404, messages.notFound);
      const encounterUuid = randomUUID();
      const now = ctx.clock.now();
      const providerName = `${provider.name} - ${provider.specialty === 'Nutrición' ? 'Nutrióloga' : 'Ginecóloga'}`;
      await ctx.db.transaction(async (tx) => {
        await insertPrescription(tx, { encounterUuid, patientUuid, providerName, prescribedAt: now, medications: req.body.medications });
        await events.prescriptionIssued(ctx, tx, patientUuid, providerName, now);
      });
      return reply.code(201).send({
        encounterUuid,
        providerName,
        prescriptionDate: now.toISOString(),
        medications: req.body.medications,
        signatureBase64: null,
        purchased: false,
      });
    },
  };
}
