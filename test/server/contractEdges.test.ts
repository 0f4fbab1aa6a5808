import { expectDocumented, useHarness } from './harness';
import { registeredPatient } from './patientFlow';
import { demoHistory } from '../../server/modules/patients/demoHistory';
import { staffSecret } from '../../server/modules/staff/secret';

const h = useHarness();

describe('answers the contract documents, at its edges', () => {
  it('refuses a urinary history without its required nocturiaFrequency (400), keeping nothing', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const { nocturiaFrequency: _left, ...without } = demoHistory.urinary;
    const res = await h.app.inject({ method: 'POST', url: `/api/patients/${openmrsId}/history/urinary`, headers, payload: without });
    expect(res.statusCode).toBe(400);
    expectDocumented('saveUrinaryHealth', res);
  });

  it('answers a path parameter over 100 characters in Spanish, as the contract says, not with an English 414', async () => {
    const { headers } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const res = await h.app.inject({ url: `/api/patients/${'5'.repeat(150)}/history/urinary`, headers });
    expect(res.statusCode).not.toBe(414);
    expect([400, 403, 404]).toContain(res.statusCode);
    expect(res.json().message).toMatch(/^[^A-Z]*[A-ZÁÉÍÓÚ¿¡]/);
    expectDocumented('getUrinaryHealth', res);
  });

  it('answers a method the contract lacks on a path it has with 405 and Allow', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const res = await h.app.inject({ method: 'DELETE', url: `/api/patients/${openmrsId}/history/urinary`, headers });
    expect(res.statusCode).toBe(405);
    expect(String(res.headers.allow).split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
    expect(res.json().message).toBe('Esta dirección no admite ese método.');
  });

  it('documents the 400 of a malformed id on an ARCO request, and on the staff tools', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    expectDocumented(
      'getArcoRequest',
      await h.app.inject({ url: `/api/patients/${openmrsId}/privacy/arco-requests/no-es-un-uuid`, headers }),
    );
    const staff = { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) };
    const log = await h.app.inject({
      url: '/api/staff/messages/no-es-un-numero/technical-log',
      headers: staff,
      remoteAddress: '127.0.0.1',
    });
    expectDocumented('staffGetTechnicalLog', log);
    const done = await h.app.inject({
      method: 'POST',
      url: '/api/staff/arco-requests/no-es-un-uuid/carried-out',
      headers: staff,
      remoteAddress: '127.0.0.1',
    });
    expectDocumented('staffCarryOutArcoRequest', done);
  });
});
