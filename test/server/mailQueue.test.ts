import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { createMailer } from '../../server/mail/mailer';
import { createJobQueue, type JobQueue } from '../../server/jobs/queue';
import { jobsSchemaOf, useHarness } from './harness';
import { patientWithUuid } from './patientFlow';

const h = useHarness();

/** A real SMTP server that refuses the first `refuse` messages (451, try later) and then accepts. */
async function smtpInbox() {
  const inbox = { refuse: 0, refused: 0, received: [] as Array<{ subject: string; to: string; text: string }> };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 100,
    onMailFrom(_address, _session, callback) {
      if (inbox.refused < inbox.refuse) {
        inbox.refused += 1;
        return callback(Object.assign(new Error('Servicio no disponible'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        inbox.received.push({ subject: mail.subject ?? '', to: mail.to && 'text' in mail.to ? mail.to.text : '', text: mail.text ?? '' });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { inbox, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Waits for a state, not for a time: the queue's worker(s) run while this polls. */
async function until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pendingJobs = async () =>
  (
    await h.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${jobsSchema()}.job WHERE name = 'mail' AND state IN ('created', 'retry', 'active')`,
    )
  )[0].n;
const jobsSchema = () => jobsSchemaOf(h.ctx.db);

describe('the mail queue', () => {
  let smtp: Awaited<ReturnType<typeof smtpInbox>>;
  let outbox: typeof h.ctx.mail;
  beforeAll(async () => {
    smtp = await smtpInbox();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    outbox = h.ctx.mail;
    h.ctx.mail = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent' });
    smtp.inbox.received.length = 0;
    smtp.inbox.refuse = 0;
    smtp.inbox.refused = 0;
    h.mailQueue.drainAfterRequests = false; // only the queue's workers send here
  });
  afterEach(() => {
    h.ctx.mail = outbox;
  });

  it('answers a help message at once while the mail server refuses, then delivers each of its two mails exactly once', async () => {
    h.ctx.mail = outbox; // her verification code through the outbox folder
    const p = await patientWithUuid(h, 'maria@example.mx', '5512345678');
    h.ctx.mail = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent' });
    smtp.inbox.refuse = 3;
    const started = Date.now();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/help/messages',
      headers: p.headers,
      payload: { name: 'María', email: 'maria@example.mx', subject: 'general', message: 'No veo mi recibo' },
    });
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    await until(async () => smtp.inbox.received.length >= 2 && (await pendingJobs()) === 0, 'both mails');
    expect(smtp.inbox.refused).toBe(3);
    expect(smtp.inbox.received.map((m) => m.to).sort()).toEqual(['maria@example.mx', 'soporte@espaciosella.mx']);
  });

  it('sends each job once with several workers taking from one database', async () => {
    const others: JobQueue[] = [];
    for (let i = 0; i < 2; i += 1) {
      // Another server's queue: its own pg-boss instance and worker on the same database.
      const other = await createJobQueue({
        db: h.ctx.db,
        deliver: (m) => h.ctx.mail.send(m),
        secret: h.ctx.config.pepper,
        schema: jobsSchema(),
        retryDelaySeconds: 1,
        pollingIntervalSeconds: 0.5,
      });
      await other.work();
      others.push(other);
    }
    try {
      const count = 24;
      for (let i = 0; i < count; i += 1) {
        await h.ctx.db.transaction((tx) =>
          h.ctx.jobs.mail(tx, { to: `paciente${i}@example.mx`, subject: `Mensaje ${i}`, text: `número ${i}` }),
        );
      }
      for (const q of [h.ctx.jobs, ...others]) q.wake();
      await until(async () => smtp.inbox.received.length >= count && (await pendingJobs()) === 0, `${count} mails`);
      const subjects = smtp.inbox.received.map((m) => m.subject).sort();
      expect(subjects).toEqual([...Array(count).keys()].map((i) => `Mensaje ${i}`).sort());
    } finally {
      for (const q of others) await q.stop();
    }
  });

  it('takes the next mail at once while more are waiting, not one mail per polling interval', async () => {
    // A queue of its own whose worker polls every 30 s: ten mails arrive within the wait below only if the
    // worker fetches again right after each one is sent.
    const queue = await createJobQueue({
      db: h.ctx.db,
      deliver: (m) => h.ctx.mail.send(m),
      secret: h.ctx.config.pepper,
      schema: `${jobsSchema()}_next`,
      pollingIntervalSeconds: 30,
    });
    try {
      const count = 10;
      for (let i = 0; i < count; i += 1) {
        await h.ctx.db.transaction((tx) => queue.mail(tx, { to: `paciente${i}@example.mx`, subject: `Seguido ${i}`, text: `número ${i}` }));
      }
      await queue.work();
      await until(() => smtp.inbox.received.length >= count, `${count} mails within one polling interval`, 20_000);
      expect(smtp.inbox.received.map((m) => m.subject).sort()).toEqual([...Array(count).keys()].map((i) => `Seguido ${i}`).sort());
    } finally {
      await queue.stop();
    }
  });

  it('marks a sent mail done once the database answers again, so it is not sent a second time', async () => {
    // The database refuses the first attempt to mark the job done, as during a PostgreSQL restart; had the
    // job stayed active, it would expire and be sent again.
    let refused = 0;
    const flaky = new Proxy(h.ctx.db, {
      get(target, prop, receiver) {
        if (prop === 'query') {
          return async (text: string, params?: unknown[]) => {
            if (!refused && text.includes('SET completed_on')) {
              refused += 1;
              throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
            }
            return target.query(text, params as never);
          };
        }
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const schema = `${jobsSchema()}_done`;
    const queue = await createJobQueue({ db: flaky, deliver: (m) => h.ctx.mail.send(m), secret: h.ctx.config.pepper, schema });
    try {
      await h.ctx.db.transaction((tx) => queue.mail(tx, { to: 'maria@example.mx', subject: 'Una vez', text: 'solo una vez' }));
      await queue.work();
      const state = async () =>
        (await h.ctx.db.query<{ state: string }>(`SELECT state FROM ${schema}.job WHERE name = 'mail'`)).map((r) => r.state);
      // Well before the job's 60 s expiry.
      await until(async () => (await state()).join() === 'completed', 'the job marked done', 20_000);
      expect(refused).toBe(1);
      expect(smtp.inbox.received.map((m) => m.subject)).toEqual(['Una vez']);
    } finally {
      await queue.stop();
    }
  });

  // Only PostgreSQL has several connections: on PGlite one fetch ends before the next one begins.
  (process.env.DATABASE_URL ? it : it.skip)(
    'drains a due job that another worker is fetching: waits until it is sent instead of returning early',
    async () => {
      // A queue of its own with no worker, so only drain() and the lock below touch its job.
      const schema = `${jobsSchema()}_drain`;
      const queue = await createJobQueue({ db: h.ctx.db, deliver: (m) => h.ctx.mail.send(m), secret: h.ctx.config.pepper, schema });
      const query = h.ctx.db.query;
      try {
        await h.ctx.db.transaction((tx) => queue.mail(tx, { to: 'maria@example.mx', subject: 'Tomado por otro', text: 'uno' }));
        // Another worker's fetch: it has locked the due row and not yet marked it active.
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const otherFetch = h.ctx.db.transaction(async (tx) => {
          await tx.query(`SELECT id FROM ${schema}.job WHERE name = 'mail' FOR UPDATE`);
          locked();
          await released;
        });
        await isLocked;
        // drain() has looked twice for jobs still on their way: it waited instead of returning.
        let looks = 0;
        let lookedTwice!: () => void;
        const waited = new Promise<'waited'>((resolve) => (lookedTwice = () => resolve('waited')));
        h.ctx.db.query = (async (text: string, values?: unknown[]) => {
          const rows = await query.call(h.ctx.db, text, values);
          if (text.includes('count(*)::int AS n') && (looks += 1) === 2) lookedTwice();
          return rows;
        }) as typeof query;
        const drained = queue.drain(10_000);
        expect(await Promise.race([drained.then(() => 'returned'), waited])).toBe('waited');
        expect(smtp.inbox.received).toEqual([]);
        release();
        await otherFetch;
        await drained;
        expect(smtp.inbox.received.map((m) => m.subject)).toEqual(['Tomado por otro']);
      } finally {
        h.ctx.db.query = query;
        await queue.stop();
        await h.ctx.db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      }
    },
  );

  it('never sends a mail whose transaction rolled back', async () => {
    await expect(
      h.ctx.db.transaction(async (tx) => {
        await h.ctx.jobs.mail(tx, { to: 'nadie@example.mx', subject: 'Nunca', text: 'no' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await h.ctx.jobs.drain();
    expect(await pendingJobs()).toBe(0);
    expect(smtp.inbox.received).toEqual([]);
  });

  it('keeps codes and addresses out of the job table: the job data is sealed', async () => {
    h.ctx.mail = outbox;
    await h.ctx.db.transaction((tx) =>
      h.ctx.jobs.mail(tx, { to: 'maria@example.mx', subject: 'Tu código', text: 'Tu código de verificación es 482913.' }),
    );
    const rows = await h.ctx.db.query<{ data: unknown }>(`SELECT data FROM ${jobsSchema()}.job WHERE name = 'mail'`);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0].data);
    expect(stored).not.toContain('482913');
    expect(stored).not.toContain('maria@example.mx');
  });
});
