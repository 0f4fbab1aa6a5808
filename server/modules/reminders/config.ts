/** Where links in messages point and how WhatsApp is reached; read from the environment when the context has none. */
declare module '../../context' {
  interface ServerContext {
    /** Links in messages and the WhatsApp Cloud API; read from the environment when absent. */
    reminders?: RemindersConfig;
  }
}

export interface RemindersConfig {
  /** The portal's public address (PUBLIC_URL): links in e-mails and WhatsApp messages start with it. */
  publicUrl: string;
  /** Set when WHATSAPP_TOKEN and WHATSAPP_PHONE_ID are; otherwise reminders go by e-mail only. */
  whatsapp: WhatsAppConfig | null;
}

export interface WhatsAppConfig {
  token: string;
  phoneId: string;
  /** The Graph API base with its version (WHATSAPP_API_URL; tests point it at a loopback stand-in). */
  apiUrl: string;
  /** The approved message template (WHATSAPP_TEMPLATE) and its language. */
  template: string;
  language: string;
  /** The approved template of an earlier-slot offer (WHATSAPP_OFFER_TEMPLATE), same language. */
  offerTemplate: string;
}

export function remindersConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RemindersConfig {
  const publicUrl = (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`).replace(/\/+$/, '');
  const whatsapp =
    env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_ID
      ? {
          token: env.WHATSAPP_TOKEN,
          phoneId: env.WHATSAPP_PHONE_ID,
          apiUrl: (env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
          template: env.WHATSAPP_TEMPLATE ?? 'recordatorio_consulta',
          language: env.WHATSAPP_TEMPLATE_LANGUAGE ?? 'es_MX',
          offerTemplate: env.WHATSAPP_OFFER_TEMPLATE ?? 'horario_liberado',
        }
      : null;
  return { publicUrl, whatsapp };
}
