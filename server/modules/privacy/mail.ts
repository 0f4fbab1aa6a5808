import type { MailMessage } from '../../mail/mailer';
import { arcoKindLabels } from '../../../common/arcoKinds';
import type { ArcoKind } from './arco';

/** Her copy of the clinic's answer: after a Cancelación she can no longer sign in to read it. */
export function arcoAnswerMail(to: string, name: string, folio: number, kind: ArcoKind, answer: string): MailMessage {
  return {
    to,
    subject: `Respuesta a tu solicitud ARCO folio ${folio} — Espacios ELLA`,
    text: `Hola ${name}:\n\nRespondimos tu solicitud de ${arcoKindLabels[kind]} (folio ${folio}):\n\n${answer}\n\nEquipo Espacios ELLA`,
  };
}
