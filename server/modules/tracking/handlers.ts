import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError, messages } from '../../http/errors';
import { ownPatient } from '../../http/caller';
import { isValidMrsAnswers } from './mrsScoring';
import { dayEntryProblem, hotFlashDiary, saveHotFlashEntry } from './hotFlashes';
import { patientByEmail } from './repository';
import { mrsHistory, saveMrs, saveWeight, weightLog } from './series';
import { dayKey } from '../../../common/dates.gen';

/** Her MRS, weight and hot-flash series. Every route checks she owns the id (another patient's answers 404). */
export function trackingHandlers(ctx: ServerContext): Handlers {
  return {
    async getMrsHistory(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      return mrsHistory(ctx.db, caller.patientUuid, ctx.clock.now());
    },

    async submitMrs(req, reply) {
      const caller = ownPatient(req, req.params.openmrsId);
      if (!isValidMrsAnswers(req.body.answers)) throw new HttpError(400, messages.badRequest);
      const { created, assessment } = await saveMrs(ctx.db, caller.patientUuid, req.body.answers, ctx.clock.now());
      return reply.code(created ? 201 : 200).send(assessment);
    },

    async getWeightLog(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      return weightLog(ctx.db, caller.patientUuid);
    },

    async addWeightEntry(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      await saveWeight(ctx.db, caller.patientUuid, req.body, ctx.clock.now());
      return weightLog(ctx.db, caller.patientUuid);
    },

    async getHotFlashDiary(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      return hotFlashDiary(ctx.db, caller.patientUuid, ctx.clock.now());
    },

    async saveHotFlashDay(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const now = ctx.clock.now();
      const problem = dayEntryProblem(req.body, dayKey(now));
      if (problem) throw new HttpError(400, problem);
      await saveHotFlashEntry(ctx.db, caller.patientUuid, req.body, now);
      return hotFlashDiary(ctx.db, caller.patientUuid, now);
    },

    async staffTrackingSeries(req) {
      const patient = await patientByEmail(ctx.db, req.query.email.trim().toLowerCase());
      if (!patient) throw new HttpError(404, messages.notFound);
      return {
        email: patient.email,
        fullName: `${patient.first_name} ${patient.last_name}`,
        mrs: await mrsHistory(ctx.db, patient.patient_uuid, ctx.clock.now()),
        weight: await weightLog(ctx.db, patient.patient_uuid),
      };
    },

    // Its own operation rather than a property of the series above: a portal of the released contract
    // must still read that answer as it was documented.
    async staffHotFlashDiary(req) {
      const patient = await patientByEmail(ctx.db, req.query.email.trim().toLowerCase());
      if (!patient) throw new HttpError(404, messages.notFound);
      return hotFlashDiary(ctx.db, patient.patient_uuid, ctx.clock.now());
    },
  };
}
