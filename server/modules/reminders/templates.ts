import type { MailMessage } from '../../mail/mailer';
import { plans } from '../../../common/plans.gen';
import { appointmentIcs, type CalendarAppointment } from '../../../common/calendar';
import { videoLink } from '../../../common/videoLink';
import { formatWeekdayDate, formatWhenNamed } from '../../../common/dates.gen';
import { formatMoney } from '../../../common/money.gen';
import { brand } from '../../../common/brand.gen';

/**
 * The patient's messages about her consultations, prescriptions and payments: plain text and HTML with
 * the same words, the clinic's name, and no health detail beyond what she needs to attend (no
 * medications, no questionnaire answers). Every one ends with her one-click reminder opt-out.
 */
export interface Recipient {
  email: string;
  firstName: string;
}

export interface Links {
  /** The portal's dashboard. */
  portal: string;
  /** The signed one-click opt-out from e-mail reminders. */
  unsubscribe: string;
}

type Block =
  { kind: 'p'; text: string } | { kind: 'details'; rows: Array<[string, string]> } | { kind: 'action'; label: string; url: string };

interface Draft {
  subject: string;
  heading: string;
  blocks: Block[];
  attachments?: MailMessage['attachments'];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CLINIC = brand.clinicName;
const c = brand.colors;
// Mail clients ignore stylesheets and web fonts: every style is inline, in the clinic's palette and faces.
const headingFace = brand.headingFontFamily.replace(/"/g, "'");
const bodyFace = brand.fontFamily.replace(/"/g, "'");
const footerText = (links: Links) =>
  `${CLINIC} · Portal de pacientes: ${links.portal}\nPara dejar de recibir recordatorios de consultas por correo: ${links.unsubscribe}`;

function render(to: Recipient, links: Links, draft: Draft): MailMessage {
  const greeting = to.firstName ? `Hola ${to.firstName}:` : 'Hola:';
  const text = [
    greeting,
    '',
    ...draft.blocks.flatMap((b) => {
      if (b.kind === 'p') return [b.text, ''];
      if (b.kind === 'details') return [...b.rows.map(([k, v]) => `${k}: ${v}`), ''];
      return [`${b.label}: ${b.url}`, ''];
    }),
    `Equipo ${CLINIC}`,
    '',
    '—',
    footerText(links),
  ].join('\n');

  const body = draft.blocks
    .map((b) => {
      if (b.kind === 'p') return `<p style="margin:0 0 16px">${escapeHtml(b.text)}</p>`;
      if (b.kind === 'details')
        return `<dl style="margin:0 0 16px;padding:12px 16px;background:${c.tint};border:1px solid ${c.tintBorder};border-radius:${brand.radius}px">${b.rows
          .map(([k, v]) => `<dt style="font-weight:bold;margin:0">${escapeHtml(k)}</dt><dd style="margin:0 0 8px">${escapeHtml(v)}</dd>`)
          .join('')}</dl>`;
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(b.url)}" style="display:inline-block;padding:12px 20px;background:${c.primary};color:${c.onPrimary};text-decoration:none;border-radius:${brand.radius}px;font-weight:bold">${escapeHtml(b.label)}</a><br><span style="font-size:16px;color:${c.textSecondary};word-break:break-all">${escapeHtml(b.url)}</span></p>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(draft.subject)}</title></head>
<body style="margin:0;padding:0;background:${c.background};color:${c.text};font-family:${bodyFace};font-size:${brand.fontSize}px;line-height:1.5">
<main style="max-width:560px;margin:0 auto;padding:24px 16px;background:${c.surface}">
<p style="margin:0 0 8px;font-size:16px;font-weight:bold;color:${c.primary}">${CLINIC}</p>
<h1 style="margin:0 0 16px;font-family:${headingFace};font-size:${brand.headingSizes[1]}px;line-height:1.3">${escapeHtml(draft.heading)}</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${body}
<p style="margin:0 0 24px">Equipo ${CLINIC}</p>
<footer style="border-top:1px solid ${c.divider};padding-top:12px;font-size:16px;color:${c.textSecondary}">
<p style="margin:0 0 8px"><a href="${escapeHtml(links.portal)}" style="color:${c.primary}">Ir a mi portal</a></p>
<p style="margin:0">¿No quieres recibir recordatorios de consultas por correo? <a href="${escapeHtml(links.unsubscribe)}" style="color:${c.primary}">Dejar de recibir recordatorios</a></p>
</footer>
</main></body></html>`;
  return {
    to: to.email,
    subject: draft.subject,
    text,
    html,
    attachments: draft.attachments,
    // RFC 2369 and RFC 8058: mail clients offer their own one-click button for the same link.
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export interface MailAppointment extends CalendarAppointment {
  status: string;
}

const appointmentRows = (a: MailAppointment): Array<[string, string]> => [
  ['Consulta', a.serviceType],
  ['Con', a.providerName],
  ['Fecha y hora', formatWhenNamed(new Date(a.startDateTime))],
  ['Modalidad', 'Videoconsulta'],
];

const icsAttachment = (a: MailAppointment, now: Date) => [
  { filename: 'consulta-espacios-ella.ics', content: appointmentIcs(a, now), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
];

const beforeTheCall =
  'Antes de la llamada: busca un lugar privado y tranquilo con buena conexión a internet, revisa que tu cámara y tu micrófono funcionen y entra unos minutos antes de la hora.';

/** The video link as a button, or SPEC's 'SIN LINK' state explained. */
function linkBlocks(a: MailAppointment, links: Links): Block[] {
  const link = videoLink(a);
  if (link)
    return [
      { kind: 'action', label: 'ACCEDER a la videollamada', url: link },
      { kind: 'p', text: beforeTheCall },
    ];
  return [
    {
      kind: 'p',
      text: 'Tu consulta aparece como SIN LINK: la clínica aún no agrega el enlace de la videollamada. En cuanto lo agregue te avisaremos y lo verás en tu portal con el botón ACCEDER.',
    },
    { kind: 'action', label: 'Ir a mi portal', url: links.portal },
  ];
}

export function bookingReceivedMail(to: Recipient, links: Links, a: MailAppointment, now: Date): MailMessage {
  return render(to, links, {
    subject: `Recibimos tu solicitud de consulta — ${CLINIC}`,
    heading: 'Recibimos tu solicitud de consulta',
    blocks: [
      { kind: 'p', text: 'Tu consulta quedó solicitada. La clínica la confirmará y te avisaremos por este medio.' },
      { kind: 'details', rows: appointmentRows(a) },
      { kind: 'p', text: 'Adjuntamos la consulta para tu calendario. Te enviaremos un recordatorio 24 horas y 1 hora antes.' },
      { kind: 'action', label: 'Ir a mi portal', url: links.portal },
    ],
    attachments: icsAttachment(a, now),
  });
}

export function confirmedMail(to: Recipient, links: Links, a: MailAppointment, now: Date): MailMessage {
  return render(to, links, {
    subject: `La clínica confirmó tu consulta — ${CLINIC}`,
    heading: 'Tu consulta está confirmada',
    blocks: [
      { kind: 'p', text: 'La clínica confirmó tu consulta.' },
      { kind: 'details', rows: appointmentRows(a) },
      ...linkBlocks(a, links),
    ],
    attachments: icsAttachment(a, now),
  });
}

export function videoLinkMail(to: Recipient, links: Links, a: MailAppointment, now: Date): MailMessage {
  return render(to, links, {
    subject: `Ya está el enlace de tu videollamada — ${CLINIC}`,
    heading: 'Ya está el enlace de tu videollamada',
    blocks: [
      { kind: 'p', text: 'La clínica agregó el enlace de la videollamada de tu consulta.' },
      { kind: 'details', rows: appointmentRows(a) },
      ...linkBlocks(a, links),
    ],
    attachments: icsAttachment(a, now),
  });
}

export function rescheduledMail(to: Recipient, links: Links, before: MailAppointment, after: MailAppointment, now: Date): MailMessage {
  return render(to, links, {
    subject: `Tu consulta cambió de horario — ${CLINIC}`,
    heading: 'Tu consulta cambió de horario',
    blocks: [
      { kind: 'p', text: 'Reprogramaste tu consulta. Este es el nuevo horario:' },
      {
        kind: 'details',
        rows: [
          ['Consulta', after.serviceType],
          ['Con', after.providerName],
          ['Antes', formatWhenNamed(new Date(before.startDateTime))],
          ['Ahora', formatWhenNamed(new Date(after.startDateTime))],
        ],
      },
      {
        kind: 'p',
        text: 'Adjuntamos el nuevo horario para tu calendario; si agregaste el anterior, elimínalo. Los recordatorios se movieron al nuevo horario.',
      },
      { kind: 'action', label: 'Ir a mi portal', url: links.portal },
    ],
    attachments: icsAttachment(after, now),
  });
}

export function cancelledMail(to: Recipient, links: Links, a: MailAppointment): MailMessage {
  return render(to, links, {
    subject: `Tu consulta fue cancelada — ${CLINIC}`,
    heading: 'Tu consulta fue cancelada',
    blocks: [
      { kind: 'p', text: 'Esta consulta quedó cancelada y ya no recibirás recordatorios de ella.' },
      { kind: 'details', rows: appointmentRows(a) },
      { kind: 'p', text: 'Si la agregaste a tu calendario, elimínala. Puedes agendar otra consulta desde tu portal.' },
      { kind: 'action', label: 'Ir a mi portal', url: links.portal },
    ],
  });
}

export type ReminderKind = '24h' | '1h';

export function reminderMail(to: Recipient, links: Links, a: MailAppointment, kind: ReminderKind): MailMessage {
  const soon = kind === '24h' ? 'mañana' : 'en 1 hora';
  return render(to, links, {
    subject: `Recordatorio: tu consulta es ${kind === '24h' ? 'mañana' : 'en 1 hora'} — ${CLINIC}`,
    heading: `Tu consulta es ${soon}`,
    blocks: [
      { kind: 'p', text: `Te recordamos tu consulta de ${CLINIC}.` },
      { kind: 'details', rows: appointmentRows(a) },
      ...linkBlocks(a, links),
    ],
  });
}

export function prescriptionIssuedMail(to: Recipient, links: Links, providerName: string, issuedAt: Date): MailMessage {
  return render(to, links, {
    subject: `Tienes una nueva receta — ${CLINIC}`,
    heading: 'Tienes una nueva receta',
    blocks: [
      {
        kind: 'p',
        text: 'Tu médica emitió una receta para ti. Puedes verla y, si lo deseas, comprarla con envío a domicilio desde tu portal.',
      },
      {
        kind: 'details',
        rows: [
          ['Emitida por', providerName],
          ['Fecha', formatWeekdayDate(issuedAt)],
        ],
      },
      { kind: 'action', label: 'Ver mi receta', url: links.portal },
    ],
  });
}

const planTitle = (plan: string) =>
  plan === 'receta' ? 'Receta con envío a domicilio' : (plans.find((p) => p.id === plan)?.title ?? plan);

export function paymentReceivedMail(to: Recipient, links: Links, plan: string, amountMxn: number, paidAt: Date): MailMessage {
  return render(to, links, {
    subject: `Recibimos tu pago — ${CLINIC}`,
    heading: 'Recibimos tu pago',
    blocks: [
      { kind: 'p', text: 'Gracias: tu pago quedó registrado.' },
      {
        kind: 'details',
        rows: [
          ['Concepto', planTitle(plan)],
          ['Monto', formatMoney(amountMxn)],
          ['Fecha', formatWeekdayDate(paidAt)],
        ],
      },
      { kind: 'action', label: 'Ir a mi portal', url: links.portal },
    ],
  });
}

/** A freed earlier slot held for her, with the one link that takes it. */
export function earlierSlotOfferMail(
  to: Recipient,
  links: Links,
  current: MailAppointment,
  offered: { startAt: Date; heldUntil: Date; takeUrl: string },
): MailMessage {
  return render(to, links, {
    subject: `Se liberó un horario antes para tu consulta — ${CLINIC}`,
    heading: 'Se liberó un horario antes para tu consulta',
    blocks: [
      {
        kind: 'p',
        text: `Nos pediste avisarte si se liberaba un horario antes con ${current.providerName}. Te lo apartamos hasta el ${formatWhenNamed(offered.heldUntil)}; después se ofrecerá a la siguiente paciente de la lista.`,
      },
      {
        kind: 'details',
        rows: [
          ['Consulta', current.serviceType],
          ['Con', current.providerName],
          ['Nuevo horario', formatWhenNamed(offered.startAt)],
          ['Tu horario actual', formatWhenNamed(new Date(current.startDateTime))],
        ],
      },
      { kind: 'action', label: 'Tomar este horario', url: offered.takeUrl },
      {
        kind: 'p',
        text: 'Con un toque tu consulta pasa al nuevo horario y tu horario actual queda libre. El enlace sirve una sola vez. Si no te conviene, no hagas nada: tu consulta se queda como está.',
      },
      {
        kind: 'p',
        text: 'Si ya no quieres que te avisemos de horarios antes, entra a tu portal y toca «Dejar de esperar un horario antes» en tu consulta.',
      },
    ],
  });
}

/** The offer's WhatsApp template body: {{1}} name, {{2}} new time, {{3}} consultation, {{4}} held until, {{5}} link. */
export function earlierSlotTemplateParameters(
  to: Recipient,
  current: MailAppointment,
  startAt: Date,
  heldUntil: Date,
  takeUrl: string,
): string[] {
  return [
    to.firstName || 'paciente',
    formatWhenNamed(startAt),
    `${current.serviceType} con ${current.providerName}`,
    formatWhenNamed(heldUntil),
    takeUrl,
  ];
}

/** The WhatsApp template's body parameters, in the template's order: {{1}} name, {{2}} when, {{3}} consultation, {{4}} link or SIN LINK. */
export function reminderTemplateParameters(to: Recipient, a: MailAppointment): string[] {
  return [
    to.firstName || 'paciente',
    formatWhenNamed(new Date(a.startDateTime)),
    `${a.serviceType} con ${a.providerName}`,
    videoLink(a) ?? 'SIN LINK: la clínica aún no agrega el enlace; lo verás en tu portal',
  ];
}
