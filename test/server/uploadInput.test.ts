import { useHarness } from './harness';
import { registeredPatient } from './patientFlow';
import { messages } from '../../server/http/errors';

const h = useHarness();

/** A multipart body with one small text file, its file name as given (raw bytes, a NUL included). */
function withFile(fileName: string, fields: Record<string, string>) {
  const boundary = '----ellaInput';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\nhola\r\n`;
  return { payload: Buffer.from(`${parts.join('')}${file}--${boundary}--\r\n`), boundary };
}

const documentFields = { documentType: 'Estudio de laboratorio', description: 'Resultados' };
const arcoFields = { kind: 'acceso', description: 'Quiero una copia de mis datos.' };

/** Bad input is never the server's error: a 400 that says in Spanish what to change. */
function refusedWith(res: { statusCode: number; json: () => { message?: unknown } }, message: string) {
  expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
}

describe('uploads refuse malformed requests with a 4xx and a Spanish message', () => {
  it('an ARCO request with no body at all', async () => {
    const p = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const res = await h.app.inject({ method: 'POST', url: `/api/patients/${p.openmrsId}/privacy/arco-requests`, headers: p.headers });
    refusedWith(res, 'Describe tu solicitud.');
  });

  it.each([
    ['documents', (id: string) => `/api/patients/${id}/documents`],
    ['ARCO', (id: string) => `/api/patients/${id}/privacy/arco-requests`],
  ])('%s: multipart/form-data without a boundary', async (_name, url) => {
    const p = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const res = await h.app.inject({
      method: 'POST',
      url: url(p.openmrsId),
      headers: { ...p.headers, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    refusedWith(res, messages.notMultipart);
  });

  it.each([
    ['documents', (id: string) => `/api/patients/${id}/documents`, documentFields],
    ['ARCO', (id: string) => `/api/patients/${id}/privacy/arco-requests`, arcoFields],
  ])('%s: a NUL in the file name', async (_name, url, fields) => {
    const p = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const { payload, boundary } = withFile('nota\u0000.txt', fields);
    const res = await h.app.inject({
      method: 'POST',
      url: url(p.openmrsId),
      headers: { ...p.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    refusedWith(res, 'El nombre del archivo no es válido. Cámbialo e inténtalo de nuevo.');
  });
});
