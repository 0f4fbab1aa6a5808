import { paths } from '../../../common/paths';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../../context';
import { contentSecurityPolicy } from '../../http/static';
import { buttonStyle, cardStyle, pageStyle } from '../../http/pageStyle';
import { isSameOriginPost } from '../../http/sameOrigin';
import { setEmailReminders as setEmailRemindersOf } from './repository';
import { verifyOptOutToken } from './optOutToken';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, body: string) {
  const nonce = randomBytes(16).toString('base64');
  const css = pageStyle + cardStyle + buttonStyle;
  return reply
    .code(status)
    .header('Content-Security-Policy', contentSecurityPolicy(nonce))
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Recordatorios — Espacios ELLA</title><style nonce="${nonce}">${css}</style></head><body><main>${body}</main></body></html>`,
    );
}

const invalid = `<h1>Este enlace no es válido</h1><p>Puedes elegir cómo recibir tus recordatorios en tu portal, en Mi cuenta → Recordatorios.</p><p><a href="${paths.dashboard}">Ir a mi portal</a></p>`;

const setEmailReminders = (ctx: ServerContext, patientUuid: string, on: boolean) =>
  setEmailRemindersOf(ctx.db, patientUuid, on, ctx.clock.now());

/**
 * The one-click opt-out link of every e-mail (/recordatorios/baja?t=…): no login, the signed token is
 * the whole authority and names one patient and one purpose. GET opts out at once (one click) and
 * offers to undo; POST is RFC 8058's one-click from the mail client's own button.
 */
export async function registerOptOutPage(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const patientOf = (t: unknown) => (typeof t === 'string' ? verifyOptOutToken(ctx.config.pepper, t) : null);

  app.get<{ Querystring: { t?: string } }>('/recordatorios/baja', async (req, reply) => {
    const patient = patientOf(req.query.t);
    if (!patient || !(await setEmailReminders(ctx, patient, false))) return page(reply, 400, invalid);
    const action = `/recordatorios/baja/reactivar?t=${encodeURIComponent(req.query.t!)}`;
    return page(
      reply,
      200,
      `<h1>Listo: ya no recibirás recordatorios de consultas por correo</h1><p>Seguirás recibiendo por correo los avisos de cambios en tus consultas, recetas y pagos. Puedes cambiarlo cuando quieras en tu portal, en Mi cuenta → Recordatorios.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Volver a activar los recordatorios por correo</button></form><p><a href="${paths.dashboard}">Ir a mi portal</a></p>`,
    );
  });

  await app.register(async (forms) => {
    // RFC 8058 posts `List-Unsubscribe=One-Click` url-encoded; the body says nothing the token does not.
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));

    forms.post<{ Querystring: { t?: string } }>('/recordatorios/baja', async (req, reply) => {
      const patient = patientOf(req.query.t);
      if (!patient || !(await setEmailReminders(ctx, patient, false))) return page(reply, 400, invalid);
      return page(reply, 200, '<h1>Listo: ya no recibirás recordatorios de consultas por correo</h1>');
    });

    forms.post<{ Querystring: { t?: string } }>('/recordatorios/baja/reactivar', async (req, reply) => {
      const patient = patientOf(req.query.t);
      if (!patient || !isSameOriginPost(req) || !(await setEmailReminders(ctx, patient, true))) return page(reply, 400, invalid);
      return page(
        reply,
        200,
        `<h1>Recordatorios por correo activados de nuevo</h1><p>Te recordaremos tus consultas 24 horas y 1 hora antes.</p><p><a href="${paths.dashboard}">Ir a mi portal</a></p>`,
      );
    });
  });
}
