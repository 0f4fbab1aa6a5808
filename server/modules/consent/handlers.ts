import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';
import { ownPatient } from '../../http/caller';
import {
  acceptedNotice,
  currentNotice,
  listConsents,
  noticeChangedMessage,
  lockPatient,
  publishNotice,
  recordConsent,
  shownNotice,
} from './repository';
import { evidenceOf } from '../../http/evidence';

/** The current privacy notice, her acceptances, and the renewal a new version asks for. */
export function consentHandlers(ctx: ServerContext): Handlers {
  return {
    async getConsents(req) {
      const caller = ownPatient(req, req.params.openmrsId);
      const notice = currentNotice(ctx);
      await publishNotice(ctx.db, notice, ctx.clock.now());
      const consents = await listConsents(ctx.db, caller.patientUuid);
      return { notice, pending: !acceptedNotice(consents, notice), consents };
    },

    async acceptPrivacyNotice(req, reply) {
      const caller = ownPatient(req, req.params.openmrsId);
      const { noticeVersion, noticeSha256 } = req.body;
      const current = currentNotice(ctx);
      // Only the current notice is renewed: an older text she still had on screen is not what she must accept now.
      const notice = await shownNotice(ctx, ctx.db, { version: noticeVersion, sha256: noticeSha256 });
      if (notice.version !== current.version || notice.sha256 !== current.sha256) {
        throw new HttpError(409, noticeChangedMessage);
      }
      const { status, record } = await ctx.db.transaction(async (tx) => {
        // One renewal per version even when two tabs accept at once: her rows are taken in turn.
        await lockPatient(tx, caller.patientUuid);
        const earlier = acceptedNotice(await listConsents(tx, caller.patientUuid), current);
        if (earlier) return { status: 200, record: earlier };
        const created = await recordConsent(tx, {
          patientUuid: caller.patientUuid,
          kind: 'renewal',
          notice: current,
          at: ctx.clock.now(),
          evidence: evidenceOf(req),
        });
        return { status: 201, record: created };
      });
      // Answered once committed: sent from inside the transaction, the answer could reach her (and her
      // next request another connection) before the renewal was visible, so she was asked again.
      return reply.code(status).send(record);
    },
  };
}
