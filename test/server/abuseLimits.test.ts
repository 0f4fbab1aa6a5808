import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { API_KEY, expectDocumented, useHarness } from './harness';
import { registeredPatient, registration, strongPassword } from './patientFlow';
import { createMailer, type Mailer } from '../../server/mail/mailer';

const hour = 60 * 60_000;
const h = useHarness({
  register: [3, hour],
  loginAddress: [4, 15 * 60_000],
  loginAccount: [5, hour],
  codeSendAddress: [3, hour],
  messageAddress: [3, hour],
  message: [100, hour],
  uploadAddress: [2, hour],
  upload: [100, hour],
});

const key = { 'x-api-key': API_KEY };
const from = (ip: string) => ({ remoteAddress: ip });
const post = (url: string, payload: object, ip: string, headers: Record<string, string> = key) =>
  h.app.inject({ method: 'POST', url, headers, payload, ...from(ip) });

function expectLimited(res: Awaited<ReturnType<typeof post>>, operationId: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toBe('Demasiados intentos. Por favor espera un momento e intenta de nuevo.');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expectDocumented(operationId, res);
}

describe('limits per address and per account', () => {
  it('limits registrations from one address, not from another', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/auth/register', registration(`p${i}@example.mx`, `551000000${i}`), '203.0.113.1')).statusCode).toBe(201);
    expectLimited(await post('/api/auth/register', registration('p3@example.mx', '5510000003'), '203.0.113.1'), 'registerPatient');
    expect((await post('/api/auth/register', registration('p3@example.mx', '5510000003'), '203.0.113.2')).statusCode).toBe(201);
  });

  it('limits code requests from one address across e-mails', async () => {
    for (let i = 0; i < 4; i += 1) await post('/api/auth/register', registration(`c${i}@example.mx`, `552000000${i}`), `198.51.100.${i}`);
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/auth/request-verification-code', { email: `c${i}@example.mx` }, '203.0.113.7')).statusCode).toBe(200);
    expectLimited(
      await post('/api/auth/request-password-reset-by-email', { email: 'c3@example.mx' }, '203.0.113.7'),
      'requestPasswordResetByEmail',
    );
    expect((await post('/api/auth/request-verification-code', { email: 'c3@example.mx' }, '203.0.113.8')).statusCode).toBe(200);
  });

  it('stops credential stuffing: failed logins across e-mails from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await post('/api/auth/login-by-email', { email: `robada${i}@example.mx`, password: 'Filtrada2024' }, '203.0.113.66')).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expectLimited(
      await post('/api/auth/login-by-email', { email: 'otra@example.mx', password: 'Filtrada2024' }, '203.0.113.66'),
      'loginByEmail',
    );
    expect(
      (await post('/api/auth/login-by-email', { email: 'otra@example.mx', password: 'Filtrada2024' }, '203.0.113.67')).statusCode,
    ).toBe(401);
  });

  it('limits failed logins of one account spread over many addresses, while successful logins from one address never add up', async () => {
    await registeredPatient(h, 'maria@example.mx', '5512345678');
    for (let i = 0; i < 6; i += 1)
      expect(
        (await post('/api/auth/login-by-email', { email: 'maria@example.mx', password: strongPassword }, '203.0.113.20')).statusCode,
      ).toBe(200);
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await post('/api/auth/login-by-email', { email: 'maria@example.mx', password: 'Adivina2026' }, `192.0.2.${i}`)).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits help messages and uploads from one address across patients', async () => {
    const ana = await registeredPatient(h, 'ana@example.mx', '5511111111');
    const bea = await registeredPatient(h, 'bea@example.mx', '5522222222');
    const help = (p: typeof ana) =>
      post('/api/help/messages', { name: 'Ana', email: 'ana@example.mx', subject: 'general', message: 'Duda' }, '203.0.113.30', p.headers);
    expect([(await help(ana)).statusCode, (await help(bea)).statusCode, (await help(ana)).statusCode]).toEqual([201, 201, 201]);
    expectLimited(await help(bea), 'sendHelpMessage');

    const upload = (p: typeof ana) => {
      const boundary = '----ella';
      const body = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="documentType"',
        '',
        'ginecologia',
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="nota.txt"',
        'Content-Type: text/plain',
        '',
        'Resultados normales',
        `--${boundary}--`,
        '',
      ].join('\r\n');
      return h.app.inject({
        method: 'POST',
        url: `/api/patients/${p.openmrsId}/documents`,
        headers: { ...p.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
        ...from('203.0.113.31'),
      });
    };
    expect([(await upload(ana)).statusCode, (await upload(bea)).statusCode]).toEqual([201, 201]);
    expectLimited(await upload(ana), 'uploadDocument');
  });
});

/** A real SMTP server whose behaviour the test switches: deliver, reject every message, or never greet. */
async function smtpPeer() {
  const peer = { mode: 'deliver' as 'deliver' | 'reject' | 'hang', received: [] as Buffer[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 100,
    onConnect(_session, callback) {
      if (peer.mode !== 'hang') callback(); // hang: the greeting never comes
    },
    onMailFrom(_address, _session, callback) {
      if (peer.mode === 'reject') return callback(Object.assign(new Error('Servicio no disponible'), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        peer.received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { peer, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function lastCode(received: Buffer[]): Promise<string> {
  const mail = await simpleParser(received[received.length - 1]);
  return /\b(\d{6})\b/.exec(mail.text ?? '')![1];
}

describe('a failing or hung mail server', () => {
  let smtp: Awaited<ReturnType<typeof smtpPeer>>;
  let outboxMailer: Mailer;
  beforeAll(async () => {
    smtp = await smtpPeer();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    outboxMailer = h.ctx.mail;
    smtp.peer.mode = 'deliver';
    smtp.peer.received.length = 0;
    // The request must answer without waiting on the mail: nothing runs the queue for it here.
    h.mailQueue.drainAfterRequests = false;
  });
  afterEach(() => {
    h.ctx.mail = outboxMailer;
  });

  /** Runs the queue (retries come due about a second apart) until `count` messages reached the SMTP server. */
  async function received(count: number): Promise<Buffer[]> {
    const deadline = Date.now() + 120_000;
    while (smtp.peer.received.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${smtp.peer.received.length} of ${count} messages arrived`);
      await h.ctx.jobs.drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return smtp.peer.received;
  }

  it('answers 200 at once while the server rejects, and her code arrives, once, when it accepts again', async () => {
    await post('/api/auth/register', registration('maria@example.mx', '5512345678'), '203.0.113.40');
    h.ctx.mail = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent' });
    smtp.peer.mode = 'reject';
    const started = Date.now();
    const asked = await post('/api/auth/request-verification-code', { email: 'maria@example.mx' }, '203.0.113.40');
    expect(asked.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    await h.ctx.jobs.drain(); // one attempt, refused: the job now waits out its retry delay
    expect(smtp.peer.received).toHaveLength(0);

    smtp.peer.mode = 'deliver';
    const code = await lastCode(await received(1));
    expect(
      (await post('/api/auth/verify-email', { email: 'maria@example.mx', code, password: strongPassword }, '203.0.113.40')).statusCode,
    ).toBe(200);
    await h.ctx.jobs.drain();
    expect(smtp.peer.received).toHaveLength(1);
  });

  it('answers within a second when the server never answers, and the mail goes out once it does', async () => {
    await post('/api/auth/register', registration('maria@example.mx', '5512345678'), '203.0.113.42');
    h.ctx.mail = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent' });
    smtp.peer.mode = 'hang';
    const started = Date.now();
    const hung = await post('/api/auth/request-password-reset-by-email', { email: 'maria@example.mx' }, '203.0.113.42');
    expect(hung.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);

    smtp.peer.mode = 'deliver';
    expect(await lastCode(await received(1))).toMatch(/^\d{6}$/);
  });
});
