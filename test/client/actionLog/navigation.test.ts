import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { setupStore } from '../../../src/app/store';
import { recordNavigation } from '../../../src/app/recordNavigation';
import { navigated } from '../../../src/lib/events';
import { sanitizeAction } from '../../../src/actionLog/sanitizer';
import { buildActionLog } from '../../../src/actionLog/exportLog';
import { recordedRouteAt } from '../../../src/actionLog/viewer/replaySteps';
import { paths } from '../../../common/paths';

const logged = (path: string, query: Record<string, string> = {}) => sanitizeAction(navigated({ path, query, action: 'PUSH' })).payload;

describe('navigation in the action log', () => {
  it('keeps the portal routes and the query parameters it reads, and redacts what anyone could type', () => {
    expect(logged(paths.pathologicalHistory)).toEqual({ path: '/form/antecedentes-patologicos', query: {}, action: 'PUSH' });
    expect(logged('/pago-oxxo/cs_test_a1b2c3d4e5f6')).toMatchObject({ path: '/pago-oxxo/cs_test_a1b2c3d4e5f6' });
    expect(logged('/pago-oxxo/maria-lopez')).toMatchObject({ path: '[text]' });
    expect(logged('/perfil/maria@example.mx')).toMatchObject({ path: '[text]' });
    expect(
      logged(paths.paymentSuccess, {
        session_id: 'cs_test_a1b2c3d4e5f6',
        plan: 'primera',
        agendar: '1',
        servicio: 'Nutrición',
        nota: 'mi dolor',
      }),
    ).toEqual({
      path: '/pago-exitoso',
      query: { session_id: 'cs_test_a1b2c3d4e5f6', plan: 'primera', agendar: '1', servicio: '[text]', nota: '[text]' },
      action: 'PUSH',
    });
    expect(logged(paths.paymentSuccess, { session_id: 'maria' })).toMatchObject({ query: { session_id: '[text]' } });
  });

  it('records the page she arrived on and every move, and the viewer opens the screen of each step', async () => {
    const store = setupStore();
    const history = UNSAFE_createMemoryHistory({
      initialEntries: ['/pago-exitoso?session_id=cs_test_a1b2c3d4e5f6&plan=primera'],
      v5Compat: true,
    });
    // As the router does: the one listener a history takes hands each move over.
    const stop = history.listen(recordNavigation(store.dispatch, history.location));
    history.push(paths.infoPersonal);
    history.push(paths.familyHistory);
    history.replace(paths.dashboard);
    stop();
    history.push(paths.welcome);

    const log = await buildActionLog(store.recorder, store.getState());
    const moves = log.actions.filter((entry) => entry.type === 'router/navigated').map((entry) => entry.payload);
    expect(moves).toEqual([
      { path: '/pago-exitoso', query: { session_id: 'cs_test_a1b2c3d4e5f6', plan: 'primera' }, action: 'POP' },
      { path: '/form/info-personal', query: {}, action: 'PUSH' },
      { path: '/form/antecedentes-familiares', query: {}, action: 'PUSH' },
      { path: '/dashboard', query: {}, action: 'REPLACE' },
    ]);
    const arrival = log.actions.findIndex((entry) => entry.type === 'router/navigated');
    expect(recordedRouteAt(log, arrival)).toBeNull();
    expect(recordedRouteAt(log, arrival + 1)).toBe('/pago-exitoso?session_id=cs_test_a1b2c3d4e5f6&plan=primera');
    expect(recordedRouteAt(log, arrival + 3)).toBe('/form/antecedentes-familiares');
    expect(recordedRouteAt(log, log.actions.length)).toBe('/dashboard');
  });
});
