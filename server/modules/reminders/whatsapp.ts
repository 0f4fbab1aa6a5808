import type { WhatsAppConfig } from './config';

export const WHATSAPP_QUEUE = 'whatsapp';

export interface WhatsAppJob {
  /** E.164 digits without '+', e.g. 525512345678. */
  to: string;
  parameters: string[];
  /** Which approved template: the reminder's (absent) or the earlier-slot offer's. */
  template?: 'offer';
}

/** Mexican numbers are stored as her 10 digits (SPEC §3: the phone number is her id); WhatsApp wants the country code. */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `52${digits}`;
  if (digits.length >= 11 && digits.length <= 15) return digits;
  return null;
}

export class WhatsAppRefused extends Error {
  name = 'WhatsAppRefused';
  constructor(
    readonly status: number,
    readonly code: number | undefined,
  ) {
    super(`WhatsApp Cloud API refused the message (${status}${code ? `, code ${code}` : ''})`);
  }
}

/**
 * One template message through the WhatsApp Cloud API (POST /{phone-number-id}/messages). A 4xx other
 * than 429 is final (wrong number, template not approved): WhatsAppRefused. Anything else throws a
 * plain error so the job is tried again later.
 */
export async function sendTemplate(config: WhatsAppConfig, job: WhatsAppJob): Promise<string> {
  const res = await fetch(`${config.apiUrl}/${encodeURIComponent(config.phoneId)}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: job.to,
      type: 'template',
      template: {
        name: job.template === 'offer' ? config.offerTemplate : config.template,
        language: { code: config.language },
        components: [{ type: 'body', parameters: job.parameters.map((text) => ({ type: 'text', text })) }],
      },
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json().catch(() => ({}))) as { messages?: Array<{ id: string }>; error?: { code?: number } };
  if (res.ok && body.messages?.[0]?.id) return body.messages[0].id;
  if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new WhatsAppRefused(res.status, body.error?.code);
  throw new Error(`WhatsApp Cloud API answered ${res.status}`);
}
