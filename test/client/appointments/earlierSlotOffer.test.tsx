import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { answerWith, contractServer, requestLog } from '../msw';
import { buildActionLog } from '../../../src/actionLog/exportLog';
import { recordNavigation } from '../../../src/app/recordNavigation';

const server = contractServer();
const log = requestLog();
const answer = answerWith(server, log);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  log.seen.length = 0;
});
afterAll(() => server.close());

const TOKEN = '7b0c4f5e-2a7d-4a55-9d0e-6e2f0d7a9c11.SECRETmacSECRETmacSECRETmacSECRETmac12345';
const offer = {
  state: 'open',
  startDateTime: '2026-12-01T13:00:00.000Z',
  endDateTime: '2026-12-01T13:40:00.000Z',
  heldUntil: '2026-11-27T16:30:00.000Z',
  providerName: 'Dra. Ana Ruiz',
  serviceType: 'Primera consulta Menopausia',
  currentStartDateTime: '2026-12-10T13:00:00.000Z',
};

describe('the page of an earlier slot offered to her', () => {
  it('shows the slot held for her, and moves her booking with one tap without a session', async () => {
    answer('post', '/appointments/earlier-slot-offers/view', 200, offer);
    answer('post', '/appointments/earlier-slot-offers/accept', 200, { ...offer, state: 'taken' });
    const user = userEvent.setup();
    const { store, history } = renderApp(`/horario-antes#${TOKEN}`);
    // As the app's start does: the page she arrived on is recorded.
    recordNavigation(store.dispatch, history.location);

    expect(await screen.findByRole('heading', { name: 'Se liberó un horario antes para ti' })).toBeInTheDocument();
    expect(await screen.findByText('martes, 1 de diciembre de 2026 a las 10:00 h')).toBeInTheDocument();
    expect(screen.getByText('jueves, 10 de diciembre de 2026 a las 10:00 h')).toBeInTheDocument();
    expect(
      screen.getByText('Te lo apartamos hasta el viernes, 27 de noviembre de 2026 a las 13:30 (hora de Buenos Aires).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tomar este horario' }));

    expect(await screen.findByRole('heading', { name: '¡Listo! Tu consulta cambió de horario' })).toBeInTheDocument();
    expect(screen.getByText(/Ahora es el martes, 1 de diciembre de 2026 a las 10:00 h con Dra. Ana Ruiz/)).toBeInTheDocument();
    expect(log.seen.map((s) => [s.path, s.body, s.authorization])).toEqual([
      ['/api/appointments/earlier-slot-offers/view', { token: TOKEN }, null],
      ['/api/appointments/earlier-slot-offers/accept', { token: TOKEN }, null],
    ]);
    // The token never reaches the action log: not the page's address (its fragment), not the calls' arguments.
    const recorded = JSON.stringify(await buildActionLog(store.recorder, store.getState()));
    expect(recorded).toContain('"path":"/horario-antes"');
    expect(recorded).not.toContain('SECRETmac');
    expect(recorded).not.toContain('7b0c4f5e-2a7d-4a55-9d0e-6e2f0d7a9c11');
  });

  it('says the hold ended when she taps after it, and that her booking stays as it was', async () => {
    answer('post', '/appointments/earlier-slot-offers/view', 200, offer);
    answer('post', '/appointments/earlier-slot-offers/accept', 409, {
      message: 'El tiempo para tomar este horario terminó: ya no está apartado para ti.',
      code: 'offer_expired',
    });
    const user = userEvent.setup();
    renderApp(`/horario-antes#${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Tomar este horario' }));

    expect(await screen.findByRole('heading', { name: 'El tiempo para tomar este horario terminó' })).toBeInTheDocument();
    expect(screen.getByText(/Tu consulta sigue como estaba/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mi portal' })).toHaveAttribute('href', '/dashboard');
  });

  it('tells her the link was already used when she opens it again', async () => {
    answer('post', '/appointments/earlier-slot-offers/view', 200, { ...offer, state: 'taken' });
    renderApp(`/horario-antes#${TOKEN}`);
    expect(await screen.findByRole('heading', { name: '¡Listo! Tu consulta cambió de horario' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tomar este horario' })).toBeNull();
  });

  it('says a link that is not ours, or has no token, is not valid', async () => {
    answer('post', '/appointments/earlier-slot-offers/view', 404, { message: 'Este enlace no es válido.' });
    const first = renderApp(`/horario-antes#${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Este enlace no es válido' })).toBeInTheDocument();
    first.unmount();

    renderApp('/horario-antes');
    expect(await screen.findByRole('heading', { name: 'Este enlace no es válido' })).toBeInTheDocument();
    expect(log.seen).toHaveLength(1);
  });
});
