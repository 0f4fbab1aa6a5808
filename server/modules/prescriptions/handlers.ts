import type { Handlers, Schema } from '../../http/types';
import type { ServerContext } from '../../context';
import { ownPatient } from '../../http/caller';

/** Prescriptions issued within this many days are "current" on the dashboard. */
export const CURRENT_PRESCRIPTION_DAYS = 180;

interface Row {
  encounter_uuid: string;
  provider_name: string;
  prescribed_at: Date;
  medications: Schema<'Prescription'>['medications'];
  signature: string | null;
  purchased_at: Date | null;
}

const toPrescription = (r: Row): Schema<'Prescription'> => ({
  encounterUuid: r.encounter_uuid,
  providerName: r.provider_name,
  prescriptionDate: new Date(r.prescribed_at).toISOString(),
  medications: r.medications,
  signatureBase64: r.signature,
  purchased: Boolean(r.purchased_at),
});

export function prescriptionHandlers(ctx: ServerContext): Handlers {
  return {
    async listPrescriptionHistory(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const rows = await ctx.db.query<Row>('SELECT * FROM prescriptions WHERE patient_uuid = $1 ORDER BY prescribed_at DESC', [
        caller.patientUuid,
      ]);
      return rows.map(toPrescription);
    },
    async listCurrentPrescriptions(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const since = new Date(ctx.clock.now().getTime() - CURRENT_PRESCRIPTION_DAYS * 86_400_000);
      const rows = await ctx.db.query<Row>(
        'SELECT * FROM prescriptions WHERE patient_uuid = $1 AND prescribed_at >= $2 ORDER BY prescribed_at DESC',
        [caller.patientUuid, since],
      );
      return rows.map(toPrescription);
    },
  };
}
