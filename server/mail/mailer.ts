import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { PRIVATE_FILE, privateDir } from '../privateFiles';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as accessible HTML (clients without HTML show `text`). */
  html?: string;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369 / RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The outbox folder when it is the transport (no SMTP): a backup keeps its files. */
  readonly outboxDir?: string;
}

const from = process.env.MAIL_FROM ?? 'Espacios ELLA <no-responder@espaciosella.mx>';

/** SMTP when a URL is given; otherwise one .eml file per message in the outbox folder. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    // nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by default: a hung
    // mail server must fail the request in seconds, and the patient may ask again (her quota is refunded).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    });
    return { send: async (m) => void (await transport.sendMail({ from, ...m })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir: options.outboxDir,
    async send(m) {
      const info = await transport.sendMail({ from, ...m });
      privateDir(options.outboxDir);
      // Sortable by time, unique within a millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      writeFileSync(path.join(options.outboxDir, name), info.message as Buffer, { mode: PRIVATE_FILE });
    },
  };
}
