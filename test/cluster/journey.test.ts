import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CLINIC_LOCATION_UUID } from '../../common/clinic';
import { catalogue } from '../../server/modules/appointments/catalogue';
import { demoHistory } from '../../server/modules/patients/demoHistory';
import { registration } from '../support/registration';
import {
  API_KEY,
  clusterUnavailable,
  emptyDatabase,
  freePort,
  makeOutbox,
  ready,
  request,
  startHaproxy,
  startServer,
  staticDir,
  waitFor,
  waitForCode,
  type Answer,
  type Balancer,
  type Server,
} from './processes';

const unavailable = clusterUnavailable();
if (unavailable) console.warn(`Cluster tests skipped: ${unavailable}`);
const describeCluster = unavailable ? describe.skip : describe;

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

function multipart(file: { name: string; content: Buffer }) {
  const boundary = '----ellaClusterBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nginecologia\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describeCluster('two servers behind HAProxy on one PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let env: { DATABASE_URL: string; STATIC_DIR: string; MAIL_OUTBOX_DIR: string };
  let ports: number[];
  let servers: Server[] = [];
  /** The server the journey kills: stopped, too, so its data folder goes. */
  let killed: Server | undefined;
  let lb: Balancer;

  beforeAll(async () => {
    db = await emptyDatabase();
    env = { DATABASE_URL: db.url, STATIC_DIR: staticDir(), MAIL_OUTBOX_DIR: makeOutbox() };
    ports = [await freePort(), await freePort()];
    servers = ports.map((port) => startServer(env, port));
    await Promise.all(servers.map((s) => ready(s)));
    lb = await startHaproxy(ports);
  });

  afterAll(async () => {
    await lb?.stop();
    await Promise.all([...servers, ...(killed ? [killed] : [])].map((s) => s.stop()));
    await db?.drop();
    for (const dir of [env?.STATIC_DIR, env?.MAIL_OUTBOX_DIR]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Until HAProxy has answered through both servers (after a start, its health checks must see them). */
  const bothInRotation = () => {
    const seen = new Set<string>();
    return waitFor('both servers in rotation', async () => {
      seen.add(String((await request('GET', `${lb.url}/healthz`)).headers['x-backend']));
      return seen.has('s1') && seen.has('s2') ? true : undefined;
    });
  };

  it('a patient registers, verifies, answers a step, pays, books and uploads while one server is killed; nothing acknowledged is lost', async () => {
    await bothInRotation();
    const via = new Set<string>();
    const call = async (method: string, url: string, options: Parameters<typeof request>[2] = {}): Promise<Answer> => {
      const res = await request(method, `${lb.url}${url}`, options);
      via.add(String(res.headers['x-backend']));
      return res;
    };
    const email = 'cluster@example.mx';
    const phone = '5598765432';
    const key = { 'x-api-key': API_KEY };
    const registered = await call('POST', '/api/auth/register', json(registration(email, phone), key));
    expect(registered.status).toBeLessThan(300);
    expect((await call('POST', '/api/auth/request-verification-code', json({ email }, key))).status).toBeLessThan(300);
    const code = await waitForCode(env.MAIL_OUTBOX_DIR, email);
    const password = 'Primavera2026';
    expect((await call('POST', '/api/auth/verify-email', json({ email, code, password }, key))).status).toBeLessThan(300);
    const login = await call('POST', '/api/auth/login-by-email', json({ email, password }, key));
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const record = await call('GET', `/api/patients/search?openmrsId=${phone}`, { headers: auth });
    expect(record.status).toBe(200);
    const patientUuid = record.json<{ patientUuid: string }>().patientUuid;
    expect((await call('POST', `/api/patients/${phone}/history/family`, json(demoHistory.family, auth))).status).toBeLessThan(300);

    // Pays as her browser does: the owner's URL (token into a cookie), then the same-origin "Pagar" form.
    const session = await call('POST', '/api/payments/create-checkout-session', json({ priceId: 'primera' }, auth));
    expect(session.status).toBe(200);
    const { id, url } = session.json<{ id: string; url: string }>();
    const arrival = await call('GET', new URL(url, lb.url).pathname + new URL(url, lb.url).search);
    expect(arrival.status).toBe(303);
    const cookie = String(arrival.headers['set-cookie']).split(';')[0];
    expect((await call('GET', `/checkout/${id}`, { headers: { cookie } })).status).toBe(200);
    const paid = await call('POST', `/checkout/${id}/pay`, {
      headers: { cookie, origin: lb.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toContain(`/pago-exitoso?session_id=${id}`);
    expect(via).toEqual(new Set(['s1', 's2']));

    // One server dies without warning; HAProxy's checks and retries carry the rest of the journey.
    killed = servers[0];
    killed.process.kill('SIGKILL');
    await killed.exited;

    // The survivor stalls for two seconds, as on a loaded machine: its probes are slow, not failed, so
    // HAProxy keeps it in rotation and a request sent meanwhile waits for it instead of getting a 503.
    servers[1].process.kill('SIGSTOP');
    const resumed = new Promise((resolve) => setTimeout(resolve, 2_000)).then(() => servers[1].process.kill('SIGCONT'));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const duringStall = await call('GET', `/api/patients/${phone}/history/family`, { headers: auth });
    await resumed;
    expect(duringStall.status).toBe(200);

    const [service] = catalogue.services;
    const ana = catalogue.providers[0];
    const slots = await call(
      'GET',
      `/api/appointments/available-slots?phoneNumber=${phone}&providerUuid=${ana.uuid}&serviceUuid=${service.uuid}`,
      { headers: auth },
    );
    expect(slots.status).toBe(200);
    const [slot] = slots.json<Array<{ startDateTime: string; endDateTime: string }>>();
    const booked = await call(
      'POST',
      '/api/appointments',
      json({ patientUuid, serviceUuid: service.uuid, locationUuid: CLINIC_LOCATION_UUID, providerUuid: ana.uuid, ...slot }, auth),
    );
    expect(booked.status).toBeLessThan(300);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x20)]);
    const body = multipart({ name: 'ultrasonido.pdf', content: pdf });
    const uploaded = await call('POST', `/api/patients/${phone}/documents`, {
      headers: { ...auth, 'content-type': body.contentType },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);

    // Everything acknowledged is there, read through the survivor.
    const family = await call('GET', `/api/patients/${phone}/history/family`, { headers: auth });
    expect(family.status).toBe(200);
    expect(family.json()).toMatchObject(demoHistory.family);
    const appointments = await call('GET', `/api/appointments?phoneNumber=${phone}`, { headers: auth });
    expect(appointments.status).toBe(200);
    expect(appointments.json<Array<{ uuid: string }>>().map((a) => a.uuid)).toContain(booked.json<{ uuid: string }>().uuid);
    const status = await call('GET', `/api/payments/checkout-sessions/${id}`, { headers: auth });
    expect(status.status).toBe(200);
    expect(status.body).toContain('paid');

    // The killed server comes back on its port; the document uploaded through the other is read through it.
    servers[0] = startServer(env, ports[0]);
    await ready(servers[0]);
    const direct = await request('GET', `${servers[0].url}/api/patients/${phone}/documents`, { headers: auth });
    expect(direct.json<Array<{ fileName: string }>>().map((d) => d.fileName)).toEqual(['ultrasonido.pdf']);
    // With DATABASE_URL nothing lives on a server's own disk: the bytes are in the database, not in DATA_DIR.
    const onDisk = (dir: string) => {
      try {
        return readdirSync(path.join(dir, 'documents'));
      } catch {
        return [];
      }
    };
    expect(servers.flatMap((s) => onDisk(s.dataDir))).toEqual([]);
  });

  it('the login limit holds across both servers: the 11th failed login through the balancer is refused, whichever server answers', async () => {
    await bothInRotation();
    const answeredBy = new Set<string>();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await request(
        'POST',
        `${lb.url}/api/auth/login-by-email`,
        json({ email: 'demo@espaciosella.mx', password: `incorrecta-${i}` }, { 'x-api-key': API_KEY }),
      );
      answeredBy.add(String(res.headers['x-backend']));
      statuses.push(res.status);
    }
    expect(answeredBy).toEqual(new Set(['s1', 's2']));
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
