import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../app';
import type { ServerContext } from '../../context';
import { requireCaller } from '../auth/sessions';
import { helpReceiptMail, supportCopyMail } from '../../mail/templates';

type Body<T> = FastifyRequest<{ Body: T }>;
interface Help { name: string; email: string; subject: string; message: string; technicalLog?: string }
interface Contact { name: string; email: string; phoneNumber?: string | null; message: string }

export function messageHandlers(ctx: ServerContext): Handlers {
  async function store(patientUuid: string, kind: 'help' | 'contact', payload: object) {
    await ctx.db.query('INSERT INTO support_messages (patient_uuid, kind, payload, created_at) VALUES ($1, $2, $3, $4)', [patientUuid, kind, JSON.stringify(payload), ctx.clock.now()]);
  }
  return {
    async sendHelpMessage(req: Body<Help>, reply) {
      const caller = requireCaller(req);
      ctx.limiter.hit(`message:${caller.patientUuid}`, ctx.config.limits.message);
      // An attached technical log is stored with the message for the staff CLI; the support copy only says so.
      const { technicalLog, ...help } = req.body;
      await store(caller.patientUuid, 'help', req.body);
      await ctx.mail.send(supportCopyMail(ctx.config.supportEmail, 'help', { ...help, openmrsId: caller.openmrsId, registroTecnico: technicalLog ? 'adjunto (npm run staff -- messages)' : 'no' }));
      await ctx.mail.send(helpReceiptMail(req.body.email, req.body.name));
      return reply.code(201).send({ message: '¡Mensaje enviado!' });
    },
    async sendContactForm(req: Body<Contact>, reply) {
      const caller = requireCaller(req);
      ctx.limiter.hit(`message:${caller.patientUuid}`, ctx.config.limits.message);
      await store(caller.patientUuid, 'contact', req.body);
      await ctx.mail.send(supportCopyMail(ctx.config.supportEmail, 'contact', { ...req.body, openmrsId: caller.openmrsId }));
      return reply.code(200).type('text/plain; charset=utf-8').send('Mensaje recibido');
    },
  };
}
