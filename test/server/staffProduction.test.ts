import { expectDocumented, useHarness } from './harness';
import { staffSecret } from '../../server/modules/staff/secret';
import { demoPatient } from '../../server/startup/demo';

const h = useHarness();

describe('staff tools on a production server', () => {
  it('refuse to seed the demo patient, whose password is public (409), and create no account', async () => {
    const config = h.ctx.config as { production: boolean };
    config.production = true;
    try {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/staff/seed-demo',
        remoteAddress: '127.0.0.1',
        headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) },
      });
      expect(res.statusCode).toBe(409);
      expectDocumented('staffSeedDemo', res);
      expect(res.json().message).toBe('Los datos de demostración no se cargan en un servidor de producción: su contraseña es pública.');
      expect(await h.ctx.db.query('SELECT 1 FROM patients WHERE email = $1', [demoPatient.email])).toEqual([]);
    } finally {
      config.production = false;
    }
  });
});
