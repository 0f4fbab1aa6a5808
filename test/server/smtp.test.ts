import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { createMailer } from '../../server/mail/mailer';
import { verificationCodeMail } from '../../server/mail/templates';

describe('mail over SMTP', () => {
  it('delivers a Spanish verification e-mail through a real SMTP session when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent' });
      await mailer.send(verificationCodeMail('maria@example.mx', 'María', '482913'));
      expect(received).toHaveLength(1);
      const mail = await simpleParser(received[0]);
      expect(mail.subject).toBe('Tu código de verificación de Espacios ELLA');
      expect(mail.text).toContain('Tu código de verificación es 482913.');
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('maria@example.mx');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
