import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { requireCaller, type Caller } from '../auth/sessions';
import { helpReceiptMail, supportCopyMail } from '../../mail/templates';

export function messageHandlers(ctx: ServerContext): Handlers {
  async function admit(req: FastifyRequest): Promise<Caller> {
    const caller = requireCaller(req);
    await ctx.limiter.hitAll([[`message:${caller.patientUuid}`, ctx.config.limits.message], [`message-ip:${req.ip}`, ctx.config.limits.messageAddress]]);
    return caller;
  }
  async function store(patientUuid: string, kind: 'help' | 'contact', payload: object) {
    await ctx.db.query('INSERT INTO support_messages (patient_uuid, kind, payload, created_at) VALUES ($1, $2, $3, $4)', [patientUuid, kind, JSON.stringify(payload), ctx.clock.now()]);
  }
  return {
    async sendHelpMessage(req, reply) {
      const caller = await admit(req);
      // An attached technical log is stored with the message for the staff CLI; the support copy only says so.
      const { technicalLog, ...help } = req.body;
      await store(caller.patientUuid, 'help', req.body);
      // The form's fields (SPEC) reach the support inbox only, beside the account they came from. The
      // receipt goes to the signed-in patient's own address with her registered name and none of the
      // typed text: the form's e-mail field cannot turn the portal into a relay.
      await ctx.mail.send(
        supportCopyMail(ctx.config.supportEmail, 'help', { ...help, cuenta: caller.email, openmrsId: caller.openmrsId, registroTecnico: technicalLog ? 'adjunto (npm run staff -- messages)' : 'no' }),
      );
      const [patient] = await ctx.db.query<{ first_name: string }>('SELECT first_name FROM patients WHERE patient_uuid = $1', [caller.patientUuid]);
      await ctx.mail.send(helpReceiptMail(caller.email, patient?.first_name ?? ''));
      return reply.code(201).send({ message: '¡Mensaje enviado!' });
    },
    async sendContactForm(req, reply) {
      const caller = await admit(req);
      await store(caller.patientUuid, 'contact', req.body);
      await ctx.mail.send(supportCopyMail(ctx.config.supportEmail, 'contact', { ...req.body, cuenta: caller.email, openmrsId: caller.openmrsId }));
      return reply.code(200).type('text/plain; charset=utf-8').send('Mensaje recibido');
    },
  };
}
