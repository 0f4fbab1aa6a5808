import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../renderApp';
import { renderModal } from '../renderModal';
import { BookingModal } from '../../../src/features/appointments/BookingModal';
import { BookingThanksModal } from '../../../src/features/appointments/BookingThanksModal';
import { dashboardServer, signedInState } from './dashboardApi';
import { appointment, ids } from './fixtures';
import { paymentHashFor } from '../../../src/lib/paymentHash';
import { initialPaymentsState } from '../../../src/features/payments/paymentsSlice';

const api = dashboardServer();
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api.server.resetHandlers();
  api.reset();
});
afterAll(() => api.server.close());

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: string, option: string) {
  await user.click(await screen.findByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

// antd hides the real radio input under its button; the click lands on the label as a patient's would.
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

/** The booking modal (and the thanks modal it leads to) alone, opened by the dashboard's own event. */
async function openBooking(state: object = signedInState) {
  const user = setupUser();
  const view = renderModal(
    <>
      <BookingModal />
      <BookingThanksModal />
    </>,
    { preloadedState: state as never, open: { modal: 'booking' } },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Agendar consulta' });
  return { ...view, user, dialog };
}

/** The whole dashboard at /agendar-consulta, whose route opens the booking modal. */
async function openBookingRoute(state: object = signedInState) {
  const user = setupUser();
  const view = renderApp('/agendar-consulta', { preloadedState: state as never });
  const dialog = await screen.findByRole('dialog', { name: 'Agendar consulta' });
  return { ...view, user, dialog };
}

async function fillBooking(user: User) {
  await choose(user, 'Servicio', 'Primera consulta Menopausia (40 min)');
  await choose(user, 'Médico', 'Menopausia - Dra. Ana Ruiz');
  await choose(user, 'Fecha', 'martes, 1 de diciembre');
  await user.click(await screen.findByRole('radio', { name: '10:00' }));
}

describe('booking access (SPEC §4)', () => {
  it("shows 'Un paso más' with 'Ir a Pagos' without a subscription, credit or payment mark", async () => {
    api.configure({ subscription: { has_subscription: false, status: 'inactive', expires_at: null, singleConsultCredits: 0 } });
    const { user, router } = await openBookingRoute();
    expect(await screen.findByText('Un paso más')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a Pagos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/suscripcion'));
  });

  it('opens the form when the local payment mark belongs to this person', async () => {
    api.configure({ subscription: { has_subscription: false, status: 'inactive', expires_at: null, singleConsultCredits: 0 } });
    await openBooking({
      ...signedInState,
      payments: { ...initialPaymentsState, paymentHash: paymentHashFor(signedInState.session.personUuid) },
    });
    expect(await screen.findByLabelText('Servicio')).toBeInTheDocument();
  });

  it('says, with the status, that the subscription could not be read, and offers to try again', async () => {
    api.server.use(http.get('*/api/patients/:id/subscription', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    await openBooking();
    expect(await screen.findByText('No se pudo obtener el estado de suscripción')).toBeInTheDocument();
    expect(screen.getByText('Error 500: No se pudo obtener el estado de suscripción')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("ignores another person's payment mark", async () => {
    api.configure({ subscription: { has_subscription: false, status: 'inactive', expires_at: null, singleConsultCredits: 0 } });
    await openBooking({ ...signedInState, payments: { ...initialPaymentsState, paymentHash: paymentHashFor('someone-else') } });
    expect(await screen.findByText('Un paso más')).toBeInTheDocument();
  });
});

describe('booking flow', () => {
  it('puts the new booking on the waiting list for an earlier slot when she ticks the box', async () => {
    const { user, dialog } = await openBooking();
    await fillBooking(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Avísame si se libera un horario antes con la misma doctora' }));
    await user.click(within(dialog).getByRole('button', { name: 'Agendar consulta' }));
    await waitFor(() =>
      expect(api.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
        'POST /api/appointments',
        'PUT /api/appointments/b0000000-0000-4000-8000-000000000001/earlier-slot-wait',
      ]),
    );
  });

  it('asks for no earlier slot unless she ticks the box', async () => {
    const { user, dialog } = await openBooking();
    await fillBooking(user);
    await user.click(within(dialog).getByRole('button', { name: 'Agendar consulta' }));
    expect(await screen.findByText('Consulta agendada exitosamente')).toBeInTheDocument();
    expect(api.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/appointments']);
  });

  it('asks for every choice before sending', async () => {
    const { user, dialog } = await openBooking();
    await choose(user, 'Servicio', 'Primera consulta Menopausia (40 min)');
    await user.click(within(dialog).getByRole('button', { name: 'Agendar consulta' }));
    expect(await screen.findByText('Por favor selecciona una fecha, hora, servicio y médico')).toBeInTheDocument();
    expect(api.seen).toEqual([]);
  });

  it('groups the times of a day into morning and afternoon in Buenos Aires time', async () => {
    const { user } = await openBooking();
    await choose(user, 'Servicio', 'Primera consulta Menopausia (40 min)');
    await choose(user, 'Médico', 'Menopausia - Dra. Ana Ruiz');
    await choose(user, 'Fecha', 'martes, 1 de diciembre');
    expect(
      within(await screen.findByRole('radiogroup', { name: 'Horarios de la mañana' })).getByRole('radio', { name: '10:00' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Horarios de la tarde' })).getByRole('radio', { name: '15:00' }),
    ).toBeInTheDocument();
  });

  it('clears doctor, date and time when the service changes', async () => {
    const { user } = await openBooking();
    await fillBooking(user);
    await choose(user, 'Servicio', 'Primera consulta Nutrición (40 min)');
    expect(screen.queryByRole('radio', { name: '10:00' })).toBeNull();
    expect(screen.getByLabelText('Médico').closest('.ant-select')).not.toHaveTextContent('Dra. Ana Ruiz');
  });

  it('sends the SPEC booking payload with the fixed location, then thanks her and asks for the history when consent is missing', async () => {
    api.configure({ consentAccepted: false });
    const { user, store, dialog } = await openBooking({
      ...signedInState,
      payments: { ...initialPaymentsState, paymentHash: paymentHashFor(signedInState.session.personUuid) },
    });
    await fillBooking(user);
    await user.click(within(dialog).getByRole('button', { name: 'Agendar consulta' }));
    expect(await screen.findByText('Consulta agendada exitosamente')).toBeInTheDocument();
    expect(api.seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/appointments',
        body: {
          patientUuid: signedInState.session.patientUuid,
          serviceUuid: ids.primMeno,
          locationUuid: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
          providerUuid: ids.ana,
          startDateTime: '2026-12-01T13:00:00.000Z',
          endDateTime: '2026-12-01T13:40:00.000Z',
        },
      }),
    ]);
    expect(store.getState().payments.paymentHash).toBeNull();
    const thanks = await screen.findByRole('dialog', { name: '¡Gracias por agendar tu consulta!' });
    await user.click(within(thanks).getByRole('button', { name: 'Completar historial médico' }));
  });

  it("answers a taken slot with 'La consulta ya fue agendada'", async () => {
    api.server.use(
      http.post('*/api/appointments', () =>
        HttpResponse.json({ message: 'La consulta ya fue agendada', code: 'slot_taken' }, { status: 409 }),
      ),
    );
    const { user, dialog } = await openBooking();
    await fillBooking(user);
    await user.click(within(dialog).getByRole('button', { name: 'Agendar consulta' }));
    expect(await screen.findByText('La consulta ya fue agendada')).toBeInTheDocument();
    expect(screen.getByText('Por favor, selecciona otra fecha y/o hora.')).toBeInTheDocument();
  });

  it('says why a slot held for a patient on the waiting list cannot be booked', async () => {
    const held = 'Este horario está apartado por unos minutos para otra paciente. Por favor, selecciona otra fecha y/o hora.';
    api.server.use(http.post('*/api/appointments', () => HttpResponse.json({ message: held, code: 'slot_held' }, { status: 409 })));
    const { user, dialog } = await openBooking();
    await fillBooking(user);
    await user.click(within(dialog).getByRole('button', { name: 'Agendar consulta' }));
    expect(await screen.findByText('Horario apartado')).toBeInTheDocument();
    expect(screen.getByText(held)).toBeInTheDocument();
  });

  it("answers any other conflict with SPEC's booking failure texts too", async () => {
    api.server.use(
      http.post('*/api/appointments', () =>
        HttpResponse.json({ message: 'El médico no atiende en ese horario', code: 'outside_hours' }, { status: 409 }),
      ),
    );
    const { user, dialog } = await openBooking();
    await fillBooking(user);
    await user.click(within(dialog).getByRole('button', { name: 'Agendar consulta' }));
    expect(await screen.findByText('La consulta ya fue agendada')).toBeInTheDocument();
    expect(screen.getByText('Por favor, selecciona otra fecha y/o hora.')).toBeInTheDocument();
  });

  it("answers a server fault in Spanish, never with a bare 'Error 500'", async () => {
    api.server.use(http.post('*/api/appointments', () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })));
    const { user, dialog } = await openBooking();
    await fillBooking(user);
    await user.click(within(dialog).getByRole('button', { name: 'Agendar consulta' }));
    expect(await screen.findByText('No se pudo agendar la consulta')).toBeInTheDocument();
    expect(screen.getByText('Error del servidor. Por favor intenta nuevamente más tarde.')).toBeInTheDocument();
    expect(screen.queryByText(/Error 500/)).toBeNull();
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });

  it.each([
    ['*/api/appointments/services', 'Error al cargar los servicios disponibles'],
    ['*/api/appointments/providers', 'Error al cargar los médicos disponibles'],
  ])('says so when %s cannot be loaded', async (path, message) => {
    api.server.use(http.get(path, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    await openBooking();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says so when the times cannot be loaded', async () => {
    api.server.use(http.get('*/api/appointments/available-slots', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { user } = await openBooking();
    await choose(user, 'Servicio', 'Primera consulta Menopausia (40 min)');
    await choose(user, 'Médico', 'Menopausia - Dra. Ana Ruiz');
    expect(await screen.findByText('Error al cargar los horarios disponibles')).toBeInTheDocument();
  });

  it('offers no doctor for a follow-up before a first consultation', async () => {
    const { user } = await openBooking();
    await choose(user, 'Servicio', 'Seguimiento Menopausia (20 min)');
    expect(await screen.findByText(/El seguimiento no está disponible hasta que realices una consulta inicial/)).toBeInTheDocument();
  });

  it('offers the same doctor for a follow-up after a Completed first consultation', async () => {
    api.configure({
      appointments: [
        appointment({
          status: 'Completed',
          providerUuid: ids.sofia,
          startDateTime: '2026-10-01T16:00:00Z',
          endDateTime: '2026-10-01T16:40:00Z',
        }),
      ],
    });
    const { user } = await openBooking();
    await choose(user, 'Servicio', 'Seguimiento Menopausia (20 min)');
    await waitFor(() => expect(screen.getByLabelText('Médico').closest('.ant-select')).toHaveTextContent('Menopausia - Dra. Sofía Campos'));
  });
});
