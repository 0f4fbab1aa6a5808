import type { Handlers, Schema } from '../../http/types';
import type { ServerContext } from '../../context';
import { ownPatient } from '../../http/caller';
import { listPrescriptions, type PrescriptionRow } from './repository';

/** Prescriptions issued within this many days are "current" on the dashboard. */
export const CURRENT_PRESCRIPTION_DAYS = 180;

type Row = PrescriptionRow;

export const toPrescription = (r: Row): Schema<'Prescription'> => ({
  encounterUuid: r.encounter_uuid,
  providerName: r.provider_name,
  prescriptionDate: new Date(r.prescribed_at).toISOString(),
  medications: r.medications,
  signatureBase64: r.signature,
  purchased: Boolean(r.purchased_at),
  ...(r.prescriber ? { prescriber: r.prescriber } : {}),
  ...(r.clinic_address ? { clinicAddress: r.clinic_address } : {}),
});

export function prescriptionHandlers(ctx: ServerContext): Handlers {
  return {
    async listPrescriptionHistory(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const rows = await listPrescriptions(ctx.db, caller.patientUuid);
      return rows.map(toPrescription);
    },
    async listCurrentPrescriptions(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const since = new Date(ctx.clock.now().getTime() - CURRENT_PRESCRIPTION_DAYS * 86_400_000);
      const rows = await listPrescriptions(ctx.db, caller.patientUuid, since);
      return rows.map(toPrescription);
    },
  };
}
