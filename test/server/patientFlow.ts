import type { Harness } from './harness';
import { API_KEY, codeFromOutbox, expectDocumented } from './harness';
import { registration } from '../support/registration';

export const strongPassword = 'Primavera2026';

export { registration } from '../support/registration';

/** Registers, verifies through the e-mailed code and logs in; returns the bearer headers. */
export async function registeredPatient(h: Harness, email: string, phone: string) {
  const reg = await h.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'x-api-key': API_KEY },
    payload: registration(email, phone),
  });
  expectDocumented('registerPatient', reg);
  const sent = await h.app.inject({
    method: 'POST',
    url: '/api/auth/request-verification-code',
    headers: { 'x-api-key': API_KEY },
    payload: { email },
  });
  expectDocumented('requestVerificationCode', sent);
  await h.ctx.jobs.drain(); // the code goes out through the mail queue
  const code = codeFromOutbox(h.outbox, email);
  const verified = await h.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    headers: { 'x-api-key': API_KEY },
    payload: { email, code, password: strongPassword },
  });
  expectDocumented('verifyEmail', verified);
  const login = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login-by-email',
    headers: { 'x-api-key': API_KEY },
    payload: { email, password: strongPassword },
  });
  expectDocumented('loginByEmail', login);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { headers: { authorization: `Bearer ${login.json().token}` }, token: login.json().token as string, openmrsId: phone };
}

/** A registered, logged-in patient with her patientUuid and `credits` paid single consultations. */
export async function patientWithUuid(h: Harness, email: string, phone: string, credits = 0) {
  const p = await registeredPatient(h, email, phone);
  const [row] = await h.ctx.db.query<{ patient_uuid: string }>('SELECT patient_uuid FROM patients WHERE openmrs_id = $1', [phone]);
  for (let i = 0; i < credits; i += 1) {
    await h.ctx.db.query(`INSERT INTO consult_credits (patient_uuid, plan, created_at) VALUES ($1, 'primera', now())`, [row.patient_uuid]);
  }
  return { ...p, patientUuid: row.patient_uuid };
}

/** A multipart/form-data body as a browser sends an upload: the fields, then the file. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----ellaBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
