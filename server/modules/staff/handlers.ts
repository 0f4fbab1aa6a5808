import type { Handlers } from '../../http/types';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';

/**
 * The staff operations no single module owns. Seeding the demo fills several modules' tables, so the wiring
 * (server/app.ts) passes it in; the other staff operations live in the module whose data they change.
 */
export function staffHandlers(ctx: ServerContext, seedDemo: (ctx: ServerContext) => Promise<boolean>): Handlers {
  return {
    async staffSeedDemo() {
      // The demo patient's password is in the README: on a server real patients use it would be an open account.
      if (ctx.config.production) {
        throw new HttpError(409, 'Los datos de demostración no se cargan en un servidor de producción: su contraseña es pública.');
      }
      const created = await seedDemo(ctx);
      return { message: created ? 'Datos de demostración creados' : 'Los datos de demostración ya existían' };
    },
  };
}
