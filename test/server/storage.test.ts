import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { acquireDataLock } from '../../server/db/lock';
import { startHarness } from './harness';
import { registeredPatient, strongPassword } from './patientFlow';
import { API_KEY } from './harness';

describe('embedded database on disk', () => {
  it('keeps accounts and answers across a server restart', async () => {
    if (process.env.DATABASE_URL) return; // the PostgreSQL run keeps data by definition
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'ella-restart-')), 'db');
    const first = await startHarness({}, await openDatabase({ dir }));
    const { openmrsId } = await registeredPatient(first, 'maria@example.mx', '5512345678');
    await first.close();

    const second = await startHarness({}, await openDatabase({ dir }));
    const login = await second.app.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      headers: { 'x-api-key': API_KEY },
      payload: { email: 'maria@example.mx', password: strongPassword },
    });
    expect(login.statusCode).toBe(200);
    const record = await second.app.inject({
      url: `/api/patients/search?openmrsId=${openmrsId}`,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(record.json().email).toBe('maria@example.mx');
    await second.close();
  });
});

describe('data folder lock', () => {
  it('refuses a second holder while the first is alive and releases on close', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ella-lock-'));
    const release = acquireDataLock(dir);
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid)); // another live process holds it
    expect(() => acquireDataLock(dir)).toThrow(/in use by process/);
    release();
    const again = acquireDataLock(dir);
    again();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ella-lock-'));
    writeFileSync(path.join(dir, 'server.lock'), '999999');
    expect(() => acquireDataLock(dir)()).not.toThrow();
  });
});
