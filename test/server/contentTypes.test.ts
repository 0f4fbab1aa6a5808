import { existsSync, readdirSync } from 'node:fs';
import { API_KEY, expectDocumented, useHarness } from './harness';
import { registeredPatient, registration } from './patientFlow';
import { demoHistory } from '../../server/modules/patients/demoHistory';

const h = useHarness();

const notJson = 'Tipo de contenido no admitido. Envía los datos en formato JSON.';

function multipart(fields: Record<string, string>) {
  const boundary = '----ellaBoundaryQ2x9';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}

const mails = () => (existsSync(h.outbox) ? readdirSync(h.outbox) : []);

describe('JSON routes accept only JSON bodies', () => {
  it('refuses a text/plain questionnaire step with 415 and stores nothing', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const url = `/api/patients/${openmrsId}/history/family`;
    const res = await h.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'no soy JSON' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(notJson);
    expectDocumented('saveFamilyHistory', res);
    // The step was never saved, so it reads as 204 (nothing saved) rather than an unreadable answer.
    const read = await h.app.inject({ url, headers });
    expect(read.statusCode).toBe(204);
    expect(read.body).toBe('');
    // A JSON body still goes through.
    const saved = await h.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(demoHistory.family),
    });
    expect(saved.statusCode).toBe(200);
  });

  it('refuses a multipart help message with 415 and sends no mail', async () => {
    const { headers } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const before = mails().length;
    const body = multipart({ name: 'María', email: 'otra@example.mx', subject: 'cita', message: 'hola' });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/help/messages',
      headers: { ...headers, 'content-type': body.type },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(notJson);
    expectDocumented('sendHelpMessage', res);
    expect(mails().length).toBe(before);
    const [{ count }] = await h.ctx.db.query<{ count: string }>('SELECT count(*) FROM support_messages');
    expect(Number(count)).toBe(0);
  });

  it('refuses a registration sent as text/plain, url-encoded, without a content type, or JSON in another charset', async () => {
    const json = JSON.stringify(registration('maria@example.mx', '5512345678'));
    const attempts: Array<{ headers: Record<string, string>; payload: string }> = [
      { headers: { 'content-type': 'text/plain' }, payload: json },
      { headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: json },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'firstName=Mar%C3%ADa' },
      { headers: { 'content-type': 'application/json; charset=iso-8859-1' }, payload: json },
      { headers: { 'content-type': 'application/jsonx' }, payload: json },
      { headers: {}, payload: json },
    ];
    for (const attempt of attempts) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-api-key': API_KEY, ...attempt.headers },
        payload: attempt.payload,
      });
      expect({ type: attempt.headers['content-type'], status: res.statusCode }).toEqual({
        type: attempt.headers['content-type'],
        status: 415,
      });
      expect(res.json().message).toBe(notJson);
      expectDocumented('registerPatient', res);
    }
    const [{ count }] = await h.ctx.db.query<{ count: string }>('SELECT count(*) FROM patients');
    expect(Number(count)).toBe(0);
    const ok = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-api-key': API_KEY, 'content-type': 'Application/JSON;charset="utf-8"' },
      payload: json,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('parses multipart only on the document upload, which in turn takes no JSON', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const body = multipart({ weight: '60', height: '160' });
    const info = await h.app.inject({
      method: 'POST',
      url: `/api/patients/${openmrsId}/personal-info`,
      headers: { ...headers, 'content-type': body.type },
      payload: body.payload,
    });
    expect(info.statusCode).toBe(415);
    expectDocumented('savePersonalInfo', info);
    const upload = await h.app.inject({
      method: 'POST',
      url: `/api/patients/${openmrsId}/documents`,
      headers,
      payload: { documentType: 'general', file: 'x.pdf' },
    });
    expect(upload.statusCode).toBe(415);
    expectDocumented('uploadDocument', upload);
    const [{ count }] = await h.ctx.db.query<{ count: string }>('SELECT count(*) FROM documents');
    expect(Number(count)).toBe(0);
  });

  it('refuses multipart and text bodies on the payment webhook, which reads raw JSON only', async () => {
    const body = multipart({ id: 'evt_1', type: 'checkout.session.completed' });
    for (const attempt of [
      { type: body.type, payload: body.payload },
      { type: 'text/plain', payload: Buffer.from('{"id":"evt_1"}') },
    ]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': attempt.type, 'stripe-signature': 't=1,v1=x' },
        payload: attempt.payload,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(notJson);
    }
  });
});
