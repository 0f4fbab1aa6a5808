import { randomUUID } from 'node:crypto';
import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import type { ClinicEvents } from '../../events';
import { HttpError, messages } from '../../http/errors';
import { CLINIC_ADDRESS } from '../../../common/clinic';
import type { Schema } from '../../http/types';
import { insertPrescription, patientUuidByEmail, prescribingProvider } from './repository';

export const providerWithoutCedula = 'El médico no tiene cédula profesional registrada; no puede emitir recetas.';

/** Clinic staff issue prescriptions through the CLI only (SPEC has no staff screens). */
export function staffPrescriptionHandlers(ctx: ServerContext, events: ClinicEvents): Handlers {
  return {
    async staffIssuePrescription(req, reply) {
      const patientUuid = await patientUuidByEmail(ctx.db, req.body.email.trim().toLowerCase());
      if (!patientUuid) throw new HttpError(404, messages.notFound);
      const provider = await prescribingProvider(ctx.db, req.body.providerUuid);
      if (!provider) throw new HttpError(404, messages.notFound);
      if (!provider.cedula_profesional || !provider.cedula_institution)
        throw new HttpError(409, providerWithoutCedula, 'provider_without_cedula');
      const prescriber: Schema<'Prescriber'> = {
        fullName: provider.name,
        cedulaProfesional: provider.cedula_profesional,
        institution: provider.cedula_institution,
      };
      // Without a distinctive name she reads the generic one, on the card and at checkout alike.
      const medications: Schema<'MedicationDetail'>[] = req.body.medications.map((m) => ({
        name: (m.name ?? m.genericName).trim(),
        genericName: m.genericName.trim(),
        presentation: m.presentation.trim(),
        dosage: m.dosage.trim(),
        route: m.route.trim(),
        frequency: m.frequency.trim(),
        duration: m.duration.trim(),
        instructions: (m.instructions ?? '').trim(),
      }));
      const encounterUuid = randomUUID();
      const now = ctx.clock.now();
      const providerName = `${provider.name} - ${provider.specialty === 'Nutrición' ? 'Nutrióloga' : 'Ginecóloga'}`;
      await ctx.db.transaction(async (tx) => {
        await insertPrescription(tx, {
          encounterUuid,
          patientUuid,
          providerName,
          prescribedAt: now,
          medications,
          prescriber,
          clinicAddress: CLINIC_ADDRESS,
        });
        await events.prescriptionIssued(ctx, tx, patientUuid, providerName, now);
      });
      return reply.code(201).send({
        encounterUuid,
        providerName,
        prescriptionDate: now.toISOString(),
        medications,
        signatureBase64: null,
        purchased: false,
        prescriber,
        clinicAddress: CLINIC_ADDRESS,
      });
    },
  };
}
