import type { MailMessage } from './mailer';

export function verificationCodeMail(to: string, name: string, code: string): MailMessage {
  return {
    to,
    subject: 'Tu código de verificación de Espacios ELLA',
    text: `Hola ${name}:\n\nTu código de verificación es ${code}.\nEs válido durante 10 minutos y solo puede usarse una vez.\n\nSi no creaste una cuenta en Espacios ELLA, ignora este mensaje.\n\nEquipo Espacios ELLA`,
  };
}

export function resetCodeMail(to: string, name: string, code: string): MailMessage {
  return {
    to,
    subject: 'Código para restablecer tu contraseña de Espacios ELLA',
    text: `Hola ${name}:\n\nRecibimos una solicitud para restablecer tu contraseña. Tu código es ${code}.\nEs válido durante 10 minutos y solo puede usarse una vez.\n\nSi no la solicitaste, ignora este mensaje: tu contraseña no cambiará.\n\nEquipo Espacios ELLA`,
  };
}

/** To the signed-in patient's own address, with her registered name: nothing typed into the form. */
export function helpReceiptMail(to: string, name: string): MailMessage {
  return {
    to,
    subject: 'Recibimos tu mensaje — Espacios ELLA',
    text: `${name ? `Hola ${name}:` : 'Hola:'}\n\nRecibimos tu mensaje en el centro de ayuda. Nuestro equipo te responderá a este correo lo antes posible.\n\nEquipo Espacios ELLA`,
  };
}

export function supportCopyMail(to: string, kind: 'help' | 'contact', fields: Record<string, string | null | undefined>): MailMessage {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${value ?? ''}`);
  return { to, subject: kind === 'help' ? `Centro de ayuda: ${fields.subject ?? ''}` : 'Formulario de contacto', text: lines.join('\n') };
}
