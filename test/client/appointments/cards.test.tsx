import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../renderApp';
import { dashboardServer, signedInState } from './dashboardApi';
import { appointment } from './fixtures';
import { telehealthConsent } from '../../../common/telehealthConsent.gen';

const api = dashboardServer();
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api.server.resetHandlers();
  api.reset();
});
afterAll(() => api.server.close());

const future = (day: string) => ({ startDateTime: `2026-12-${day}T16:00:00.000Z`, endDateTime: `2026-12-${day}T16:40:00.000Z` });
const requested = appointment({ uuid: 'a0000000-0000-4000-8000-000000000001', status: 'Requested', ...future('10') });
const withLink = appointment({
  uuid: 'a0000000-0000-4000-8000-000000000002',
  status: 'Scheduled',
  notes: 'https://meet.example.com/ella-123',
  ...future('11'),
});
const withoutLink = appointment({ uuid: 'a0000000-0000-4000-8000-000000000003', status: 'Scheduled', notes: null, ...future('12') });
const completed = appointment({
  uuid: 'a0000000-0000-4000-8000-000000000004',
  status: 'Completed',
  startDateTime: '2026-10-01T16:00:00.000Z',
  endDateTime: '2026-10-01T16:40:00.000Z',
});

async function openDashboard(appointments = [requested, withLink, withoutLink, completed]) {
  api.configure({ appointments });
  const user = userEvent.setup();
  const view = renderApp('/dashboard', { preloadedState: signedInState as never });
  await screen.findByRole('heading', { name: 'Próximas consultas' });
  return { ...view, user };
}

const card = (uuid: string) => screen.findByTestId(`appointment-${uuid}`);

describe('Consultas view', () => {
  it('lets her wait for an earlier slot from a Requested visit, and stop waiting', async () => {
    const { user } = await openDashboard([{ ...requested, waitingForEarlier: true }]);
    const first = await card(requested.uuid);
    expect(within(first).getByText('Te avisaremos si se libera un horario antes con Dra. Ana Ruiz.')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Dejar de esperar un horario antes' }));

    expect(await within(first).findByRole('button', { name: 'Avisarme si hay un horario antes' })).toBeInTheDocument();
    expect(within(first).queryByText(/Te avisaremos si se libera/)).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Avisarme si hay un horario antes' }));
    expect(await within(first).findByRole('button', { name: 'Dejar de esperar un horario antes' })).toBeInTheDocument();
    expect(api.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `DELETE /api/appointments/${requested.uuid}/earlier-slot-wait`,
      `PUT /api/appointments/${requested.uuid}/earlier-slot-wait`,
    ]);
  });

  it('offers no earlier slot on a confirmed visit (only a Requested one can move)', async () => {
    await openDashboard([withLink]);
    const confirmed = await card(withLink.uuid);
    expect(within(confirmed).queryByRole('button', { name: 'Avisarme si hay un horario antes' })).toBeNull();
  });

  it('shows at most two upcoming visits, soonest first, with their times in Buenos Aires time', async () => {
    await openDashboard();
    const first = await card('a0000000-0000-4000-8000-000000000001');
    expect(within(first).getByText('13:00 – 13:40 h')).toBeInTheDocument();
    expect(await card('a0000000-0000-4000-8000-000000000002')).toBeInTheDocument();
    expect(screen.queryByTestId('appointment-a0000000-0000-4000-8000-000000000003')).toBeNull();
  });

  it('gives a Requested visit CANCELAR and REPROGRAMAR, and a Scheduled one with a link ACCEDER', async () => {
    await openDashboard();
    const req = await card('a0000000-0000-4000-8000-000000000001');
    expect(within(req).getByRole('button', { name: 'CANCELAR' })).toBeInTheDocument();
    expect(within(req).getByRole('button', { name: 'REPROGRAMAR' })).toBeInTheDocument();
    const link = await card('a0000000-0000-4000-8000-000000000002');
    expect(within(link).getByRole('button', { name: 'ACCEDER' })).toBeInTheDocument();
    expect(within(link).queryByRole('button', { name: 'CANCELAR' })).toBeNull();
  });

  it('opens the device check on ACCEDER, and the video link from 10 minutes before the visit until its end', async () => {
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    const clock = jest.spyOn(Date, 'now');
    const start = Date.parse(withLink.startDateTime);
    const { user } = await openDashboard();
    const check = async (now: number) => {
      clock.mockReturnValue(now);
      await user.click(within(await card(withLink.uuid)).getByRole('button', { name: 'ACCEDER' }));
      return screen.findByRole('dialog', { name: 'Antes de entrar a tu consulta' });
    };
    const close = async () => {
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Antes de entrar a tu consulta' })).toBeNull());
    };

    let dialog = await check(start - 11 * 60_000);
    expect(dialog).toHaveTextContent('El enlace se abre 10 minutos antes de tu consulta: a partir de las 12:50 h del');
    expect(within(dialog).getByRole('button', { name: 'Entrar a la consulta' })).toBeDisabled();
    await close();

    dialog = await check(start - 5 * 60_000);
    await user.click(within(dialog).getByRole('button', { name: 'Entrar a la consulta' }));
    expect(opened).toHaveBeenCalledWith('https://meet.example.com/ella-123', '_blank', 'noopener,noreferrer');
    await close();

    dialog = await check(Date.parse(withLink.endDateTime) + 60_000);
    expect(dialog).toHaveTextContent('Esta consulta terminó a las 13:40 h.');
    expect(within(dialog).getByRole('button', { name: 'Entrar a la consulta' })).toBeDisabled();
    clock.mockRestore();
    opened.mockRestore();
  });

  it('asks for the telehealth consent before her first video visit, and opens the link only once she gives it', async () => {
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.parse(withLink.startDateTime) - 5 * 60_000);
    api.configure({ appointments: [withLink], telehealthConsentGiven: false });
    const user = userEvent.setup();
    renderApp('/dashboard', { preloadedState: signedInState as never });
    await user.click(within(await card(withLink.uuid)).getByRole('button', { name: 'ACCEDER' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antes de entrar a tu consulta' });
    const text = await within(dialog).findByRole('region', { name: telehealthConsent.title });
    expect(text).toHaveTextContent(telehealthConsent.paragraphs[0]);
    const enter = within(dialog).getByRole('button', { name: 'Entrar a la consulta' });
    expect(enter).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Acepto' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'He leído y acepto recibir atención a distancia' }));
    await user.click(within(dialog).getByRole('button', { name: 'Acepto' }));
    await within(dialog).findByText(/Diste tu consentimiento para la atención a distancia el/);
    expect(api.seen.find((r) => r.path.endsWith('/telehealth-consent'))?.body).toEqual({
      noticeVersion: telehealthConsent.version,
      noticeSha256: telehealthConsent.sha256,
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Entrar a la consulta' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Entrar a la consulta' }));
    expect(opened).toHaveBeenCalledWith('https://meet.example.com/ella-123', '_blank', 'noopener,noreferrer');
    clock.mockRestore();
    opened.mockRestore();
  });

  it('says in Spanish what to do when the camera is refused, on Android and on iPhone, and logs what the test found', async () => {
    const refused = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn().mockRejectedValue(refused) } });
    const { user, store } = await openDashboard();
    await user.click(within(await card(withLink.uuid)).getByRole('button', { name: 'ACCEDER' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antes de entrar a tu consulta' });
    await user.click(within(dialog).getByRole('button', { name: 'Probar cámara' }));
    const alert = await within(dialog).findByText('El navegador no tiene permiso para usar la cámara.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('En Android (Chrome): toca el candado');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('En iPhone (Safari): toca «aA»');
    expect(within(dialog).getByRole('button', { name: 'Probar de nuevo la cámara' })).toBeInTheDocument();
    expect(
      store.recorder
        .entries()
        .filter((e) => e.type === 'videoCheck/deviceChecked')
        .map((e) => e.payload),
    ).toEqual([{ device: 'camera', result: 'denied' }]);
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('explains SIN LINK in its modal', async () => {
    const { user } = await openDashboard([withoutLink]);
    await user.click(within(await card('a0000000-0000-4000-8000-000000000003')).getByRole('button', { name: 'SIN LINK' }));
    const modal = await screen.findByRole('dialog', { name: 'Enlace de videollamada pendiente' });
    expect(modal).toHaveTextContent('Tu consulta fue autorizada, pero aún no se ha agregado el enlace de la videollamada');
  });

  it("lists every visit in 'Consultas y Historial', the history without actions", async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Ver Consultas y Historial' }));
    const modal = await screen.findByRole('dialog', { name: 'Consultas y Historial' });
    expect(within(modal).getByRole('tab', { name: 'Próximas (3)' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('tab', { name: 'Historial (1)' }));
    const done = await within(modal).findByTestId('appointment-a0000000-0000-4000-8000-000000000004');
    expect(within(done).getByText('Realizada')).toBeInTheDocument();
    expect(within(done).queryAllByRole('button')).toEqual([]);
  });

  it("says 'Error al cargar las citas' when the list cannot be loaded", async () => {
    api.server.use(http.get('*/api/appointments', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderApp('/dashboard', { preloadedState: signedInState as never });
    expect(await screen.findByText('Error al cargar las citas. Por favor, inténtalo de nuevo.')).toBeInTheDocument();
  });
});

describe('cancelling and rescheduling', () => {
  it("cancels a Requested visit after confirmation and says 'Consulta cancelada'", async () => {
    const { user } = await openDashboard();
    await user.click(within(await card('a0000000-0000-4000-8000-000000000001')).getByRole('button', { name: 'CANCELAR' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('Consulta cancelada')).toBeInTheDocument();
    expect(api.seen).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/appointments/a0000000-0000-4000-8000-000000000001', body: null }),
    ]);
  });

  it('says the cancellation failed, with its status, and keeps the visit', async () => {
    api.server.use(http.delete('*/api/appointments/:uuid', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { user } = await openDashboard();
    await user.click(within(await card('a0000000-0000-4000-8000-000000000001')).getByRole('button', { name: 'CANCELAR' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('Error 500: No se pudo cancelar la consulta')).toBeInTheDocument();
    expect(screen.getByText('No se pudo cancelar la consulta. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(await card('a0000000-0000-4000-8000-000000000001')).toBeInTheDocument();
  });

  it('opens the booking modal as a reschedule of that visit: the visit named, its service and doctor already chosen', async () => {
    const { user } = await openDashboard();
    await user.click(within(await card('a0000000-0000-4000-8000-000000000001')).getByRole('button', { name: 'REPROGRAMAR' }));
    const modal = await screen.findByRole('dialog', { name: 'Reprogramar consulta' });
    await waitFor(() =>
      expect(within(modal).getByLabelText('Servicio').closest('.ant-select')).toHaveTextContent('Primera consulta Menopausia'),
    );
    await waitFor(() => expect(within(modal).getByLabelText('Médico').closest('.ant-select')).toHaveTextContent('Dra. Ana Ruiz'));
    expect(modal.querySelector('.booking-moving')).toHaveTextContent(
      /^Vas a cambiar tu consulta de Primera consulta Menopausia del (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+ de 2026 a las \d{2}:\d{2} h, con Dra\. Ana Ruiz\. Elige la nueva fecha y hora\.$/,
    );
  });
});
