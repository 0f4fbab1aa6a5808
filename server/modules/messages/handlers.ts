import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { requireCaller } from '../auth/sessions';
import { helpReceiptMail, supportCopyMail } from '../../mail/templates';


export function messageHandlers(ctx: ServerContext): Handlers {
  async function store(patientUuid: string, kind: 'help' | 'contact', payload: object) {
    await ctx.db.query('INSERT INTO support_messages (patient_uuid, kind, payload, created_at) VALUES ($1, $2, $3, $4)', [patientUuid, kind, JSON.stringify(payload), ctx.clock.now()]);
  }
  return {
    async sendHelpMessage(req, reply) {
      const caller = requireCaller(req);
      ctx.limiter.hit(`message:${caller.patientUuid}`, ctx.config.limits.message);
      await store(caller.patientUuid, 'help', req.body);
      await ctx.mail.send(supportCopyMail(ctx.config.supportEmail, 'help', { ...req.body, openmrsId: caller.openmrsId }));
      await ctx.mail.send(helpReceiptMail(req.body.email, req.body.name));
      return reply.code(201).send({ message: '¡Mensaje enviado!' });
    },
    async sendContactForm(req, reply) {
      const caller = requireCaller(req);
      ctx.limiter.hit(`message:${caller.patientUuid}`, ctx.config.limits.message);
      await store(caller.patientUuid, 'contact', req.body);
      await ctx.mail.send(supportCopyMail(ctx.config.supportEmail, 'contact', { ...req.body, openmrsId: caller.openmrsId }));
      return reply.code(200).type('text/plain; charset=utf-8').send('Mensaje recibido');
    },
  };
}
