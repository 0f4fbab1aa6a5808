import { API_KEY, codeFromOutbox, useHarness } from '../server/harness';
import { registration } from '../server/patientFlow';
import { failingPasswordRules } from '../../common/facts.gen';

// One rule, generated from openapi.yaml for both programs: the server decides with the very rule the
// registration form lists its bullets from, so a password the form accepts is never refused after it.
const h = useHarness({ codeSend: [100, 60_000], codeSendBurst: [100, 3_600_000] });

const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, headers: { 'x-api-key': API_KEY }, payload });

async function verifyWith(password: string) {
  await post('/api/auth/register', registration('maria@example.mx', '5512345678'));
  await post('/api/auth/request-verification-code', { email: 'maria@example.mx' });
  return post('/api/auth/verify-email', { email: 'maria@example.mx', code: codeFromOutbox(h.outbox, 'maria@example.mx'), password });
}

describe('the password rule both programs use', () => {
  it('counts Ü as an uppercase letter on the server, as the registration form does', async () => {
    const password = 'cigüeñaÜ12'; // its only uppercase letter is Ü
    expect(failingPasswordRules(password)).toEqual([]);
    const res = await verifyWith(password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Correo verificado correctamente' });
  });

  it('refuses a password without any uppercase letter with the bullet the form shows', async () => {
    const password = 'cigüeñaü12';
    expect(failingPasswordRules(password)).toEqual(['• Al menos una letra mayúscula']);
    const res = await verifyWith(password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La contraseña debe cumplir con los siguientes requisitos:\n• Al menos una letra mayúscula');
  });

  it('counts characters, not UTF-16 units: eight letters and an emoji are more than 8 characters, eight are not', () => {
    expect(failingPasswordRules('Abcdefg1😀')).toEqual([]);
    expect(failingPasswordRules('Abcdefg1')).toEqual(['• Más de 8 caracteres']);
  });
});
