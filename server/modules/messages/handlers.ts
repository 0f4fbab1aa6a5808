import { apiMessages } from '../../../common/apiMessages';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { requireCaller, type Caller } from '../../http/caller';
import { helpReceiptMail, supportCopyMail } from '../../mail/templates';
import type { MailMessage } from '../../mail/mailer';
import { insertMessage, patientFirstName } from './repository';

export function messageHandlers(ctx: ServerContext): Handlers {
  async function admit(req: FastifyRequest): Promise<Caller> {
    const caller = requireCaller(req);
    await ctx.limiter.hitAll([
      [`message:${caller.patientUuid}`, ctx.config.limits.message],
      [`message-ip:${req.ip}`, ctx.config.limits.messageAddress],
    ]);
    return caller;
  }
  /** The message and its mail jobs commit together; the queue sends them, retrying while the mail server fails. */
  async function store(patientUuid: string, kind: 'help' | 'contact', payload: object, mails: MailMessage[]) {
    await ctx.db.transaction(async (tx) => {
      await insertMessage(tx, patientUuid, kind, payload, ctx.clock.now());
      for (const mail of mails) await ctx.jobs.mail(tx, mail);
    });
    ctx.jobs.wake();
  }
  return {
    async sendHelpMessage(req, reply) {
      const caller = await admit(req);
      // An attached technical log is stored with the message for the staff CLI; the support copy only says so.
      const { technicalLog, ...help } = req.body;
      // The form's fields (SPEC) reach the support inbox only, beside the account they came from. The
      // receipt goes to the signed-in patient's own address with her registered name and none of the
      // typed text: the form's e-mail field cannot turn the portal into a relay.
      const firstName = await patientFirstName(ctx.db, caller.patientUuid);
      await store(caller.patientUuid, 'help', req.body, [
        supportCopyMail(ctx.config.supportEmail, 'help', {
          ...help,
          cuenta: caller.email,
          openmrsId: caller.openmrsId,
          registroTecnico: technicalLog ? 'adjunto (npm run staff -- messages)' : 'no',
        }),
        helpReceiptMail(caller.email, firstName ?? ''),
      ]);
      return reply.code(201).send({ message: apiMessages.helpMessageSent });
    },
    async sendContactForm(req, reply) {
      const caller = await admit(req);
      await store(caller.patientUuid, 'contact', req.body, [
        supportCopyMail(ctx.config.supportEmail, 'contact', { ...req.body, cuenta: caller.email, openmrsId: caller.openmrsId }),
      ]);
      return reply.code(200).type('text/plain; charset=utf-8').send(apiMessages.contactReceived);
    },
  };
}
