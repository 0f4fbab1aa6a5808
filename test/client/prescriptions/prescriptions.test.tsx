import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../renderApp';
import { dashboardServer, findDialog, prescription, queryDialog, signedInSession } from '../dashboardApi';
import { leaveForCheckout } from '../../../src/features/prescriptions/leaveForCheckout';
import type { SessionState } from '../../../src/lib/session';
import type { Prescription } from '../../../src/api';
import { setupStore } from '../../../src/app/store';
import { AntdProviders } from '../../../src/components/AntdShell';
import { usePrescriptionPurchase } from '../../../src/features/prescriptions/usePrescriptionPurchase';
import { modalOpened } from '../../../src/lib/modals';
import { legalMedication } from '../../support/prescription';

const mock = dashboardServer({
  current: [1, 2, 3, 4, 5].map((n) => prescription(n)),
  history: [1, 2, 3, 4, 5, 6].map((n) => prescription(n)),
});
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.server.resetHandlers();
  mock.seen.length = 0;
  jest.restoreAllMocks();
});
afterAll(() => mock.server.close());

function openDashboard(session: Partial<SessionState> = {}) {
  return renderApp('/dashboard', { preloadedState: { session: signedInSession(session) } });
}

/** Pastes instead of typing key by key: the same change events, a fraction of the time in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

/** The purchase hook alone: the dashboard itself is out of reach without a session. */
function BuyButton() {
  const purchase = usePrescriptionPurchase();
  return <button onClick={() => purchase.begin(prescription(1) as Prescription)}>Comprar</button>;
}

async function openFirstPrescription(user: ReturnType<typeof userEvent.setup>) {
  const [first] = await screen.findAllByRole('button', { name: /^Ver receta del/ });
  await user.click(first);
  return findDialog('Receta médica');
}

describe('prescriptions on the Consultas view', () => {
  it('shows at most four current prescriptions with medication names cut to ten characters', async () => {
    openDashboard();
    const section = (await screen.findByRole('heading', { name: 'Mis recetas' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('button', { name: /^Ver receta del/ })).toHaveLength(4));
    const names = within(section).getAllByRole('list', { name: 'Medicamentos' })[0];
    expect(within(names).getByText('Estradiol …')).toHaveAttribute('title', 'Estradiol gel 0.06%');
    expect(within(names).getByText('Progestero…')).toBeInTheDocument();
    expect(within(section).getAllByText('Dra. Ana Ruiz · Ginecóloga')).toHaveLength(4);
  });

  it('says the prescriptions could not be loaded when the server fails', async () => {
    mock.answer('get', '/patients/:id/prescriptions/current', 500, {
      message: 'Error del servidor. Por favor intenta nuevamente más tarde.',
    });
    openDashboard();
    expect(await screen.findByText('Error al cargar las prescripciones')).toBeInTheDocument();
    expect(screen.getByText('Error 500: No se pudo obtener las prescripciones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('opens the Historial de Recetas from the arrow with every prescription', async () => {
    const user = userEvent.setup({ delay: null });
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Ver Historial de Recetas' }));
    const dialog = await findDialog('Historial de Recetas');
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /^Ver receta del/ })).toHaveLength(6));
  });
});

describe('the prescription view', () => {
  it('shows the doctor apart from her title, medications as text or with their details, and her signature', async () => {
    const user = userEvent.setup({ delay: null });
    openDashboard();
    const dialog = await openFirstPrescription(user);
    expect(within(dialog).getByText('Dra. Ana Ruiz')).toBeInTheDocument();
    expect(within(dialog).getByText('· Ginecóloga')).toBeInTheDocument();
    const medications = within(dialog).getByRole('list', { name: 'Medicamentos' });
    expect(within(medications).getByRole('heading', { name: 'Estradiol gel 0.06%' })).toBeInTheDocument();
    expect(within(medications).getByRole('heading', { name: 'Progesterona micronizada 100 mg' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Dosis', '1 aplicación (1.25 g)'],
      ['Frecuencia', 'Cada 24 horas'],
      ['Duración', '3 meses'],
      ['Indicaciones', 'Aplicar en brazos por la noche'],
    ]) {
      expect(within(medications).getByText(label)).toBeInTheDocument();
      expect(within(medications).getByText(value)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('img', { name: 'Firma de Dra. Ana Ruiz' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  it('shows what the law asks of a prescription: prescriber, cédula, institution, clinic address and each medicine in full', async () => {
    const legal = prescription(1, {
      prescriber: { fullName: 'Dra. Ana Ruiz', cedulaProfesional: '00000001', institution: 'Universidad de demostración (dato ficticio)' },
      clinicAddress: 'Av. Ejemplo 123, Col. Demostración, 06700 Ciudad de México, CDMX',
      medications: [legalMedication],
    });
    mock.answer('get', '/patients/:id/prescriptions/current', 200, [legal]);
    const user = userEvent.setup({ delay: null });
    openDashboard();
    const dialog = await openFirstPrescription(user);
    const data = dialog.querySelector<HTMLElement>('.prescription-legal')!;
    const rows = (container: HTMLElement) =>
      Array.from(container.querySelectorAll('.prescription-detail-row')).map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]);
    expect(rows(data)).toEqual([
      ['Médico que prescribe', 'Dra. Ana Ruiz'],
      ['Cédula profesional', '00000001'],
      ['Institución que la expidió', 'Universidad de demostración (dato ficticio)'],
      ['Domicilio de la clínica', 'Av. Ejemplo 123, Col. Demostración, 06700 Ciudad de México, CDMX'],
    ]);
    const medicine = within(within(dialog).getByRole('list', { name: 'Medicamentos' })).getByRole('listitem');
    expect(within(medicine).getByRole('heading', { name: 'Estrogel' })).toBeInTheDocument();
    expect(rows(medicine)).toEqual([
      ['Nombre genérico', 'Estradiol'],
      ['Presentación', 'Gel 0.06 %, frasco dosificador de 80 g'],
      ['Dosis', '1 aplicación (1.25 g)'],
      ['Vía de administración', 'Cutánea'],
      ['Frecuencia', 'Cada 24 horas'],
      ['Duración', '3 meses'],
      ['Indicaciones', 'Aplicar en brazos por la noche'],
    ]);
    const verify = within(dialog).getByRole('link', { name: 'Verificar cédula en el Registro Nacional de Profesionistas' });
    expect(verify).toHaveAttribute('href', 'https://cedulaprofesional.sep.gob.mx/');
    expect(verify).toHaveAttribute('target', '_blank');
    expect(verify).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows an older prescription without the legal fields with only what it has', async () => {
    const user = userEvent.setup({ delay: null });
    openDashboard();
    const dialog = await openFirstPrescription(user);
    for (const label of [
      'Médico que prescribe',
      'Cédula profesional',
      'Institución que la expidió',
      'Domicilio de la clínica',
      'Nombre genérico',
      'Presentación',
      'Vía de administración',
    ])
      expect(within(dialog).queryByText(label)).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Verificar cédula/ })).toBeNull();
    expect(within(dialog).getByText('Dosis')).toBeInTheDocument();
  });

  it('answers Compartir with an info toast that the feature is not available yet (SPEC §8)', async () => {
    const user = userEvent.setup({ delay: null });
    openDashboard();
    await user.click(within(await openFirstPrescription(user)).getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByText('Muy pronto podrás compartir tu receta.')).toBeInTheDocument();
    expect(screen.getByText('Próximamente')).toBeInTheDocument();
    expect(mock.seen.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('downloads her prescription as a PDF with her session, and says so when the server refuses', async () => {
    const asked: Array<string | null> = [];
    let status = 200;
    mock.server.use(
      http.get('*/api/patients/:id/prescriptions/:encounterUuid/pdf', ({ request, params }) => {
        asked.push(`${params.id} ${params.encounterUuid} ${request.headers.get('authorization')}`);
        return status === 200
          ? new HttpResponse('%PDF-1.3 receta', { headers: { 'content-type': 'application/pdf' } })
          : HttpResponse.json({ message: 'No se encontró el recurso solicitado.' }, { status });
      }),
    );
    const saved: Array<{ name: string; blob: Blob }> = [];
    let pending: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        pending = blob;
        return 'blob:ella-test';
      },
      revokeObjectURL: () => {},
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: pending! });
    });
    const user = userEvent.setup({ delay: null });
    openDashboard();
    const dialog = await openFirstPrescription(user);
    await user.click(within(dialog).getByRole('button', { name: 'Descargar receta (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const session = signedInSession();
    expect(asked).toEqual([`${session.openmrsId} ${prescription(1).encounterUuid} Bearer ${session.token}`]);
    expect(saved[0].name).toBe('receta-2026-11-11.pdf');
    expect(await saved[0].blob.text()).toBe('%PDF-1.3 receta');

    status = 404;
    // The file is saved before the button leaves its loading state: wait for it to be a button to press again.
    await user.click(await within(dialog).findByRole('button', { name: 'Descargar receta (PDF)' }));
    expect(await screen.findByText('No se pudo descargar la receta. Por favor intenta nuevamente.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it("dates a prescription by the clinic's calendar, as its PDF does, though the screens show times in another zone", async () => {
    // 23:30 of 1 November in Mexico City is already 02:30 of 2 November in Buenos Aires.
    const late = prescription(1, { prescriptionDate: '2026-11-02T05:30:00.000Z' });
    mock.answer('get', '/patients/:id/prescriptions/current', 200, [late]);
    mock.server.use(
      http.get('*/api/patients/:id/prescriptions/:encounterUuid/pdf', () =>
        HttpResponse.text('%PDF-1.3 receta', { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:ella-test', revokeObjectURL: () => {} });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup({ delay: null });
    openDashboard();
    expect(await screen.findByRole('heading', { name: 'Receta del 1 de noviembre de 2026' })).toBeInTheDocument();
    const dialog = await openFirstPrescription(user);
    expect(within(dialog).getByText('Fecha: 1 de noviembre de 2026')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Descargar receta (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['receta-2026-11-01.pdf']));
  });

  it('shows a provider without a title as her name alone', async () => {
    mock.answer('get', '/patients/:id/prescriptions/current', 200, [prescription(1, { providerName: 'Dra. Sofía Mena' })]);
    const user = userEvent.setup({ delay: null });
    openDashboard();
    const dialog = await openFirstPrescription(user);
    expect(within(dialog).getByText('Dra. Sofía Mena')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^·/)).toBeNull();
  });
});

describe('buying a prescription', () => {
  it('refuses a prescription without medications with Error en la receta and opens no checkout', async () => {
    mock.answer('get', '/patients/:id/prescriptions/current', 200, [prescription(1, { medications: [] })]);
    const user = userEvent.setup({ delay: null });
    openDashboard();
    const dialog = await openFirstPrescription(user);
    await user.click(within(dialog).getByRole('button', { name: 'Comprar medicamentos' }));
    expect(await screen.findByText('Error en la receta')).toBeInTheDocument();
    expect(queryDialog('Dirección de envío')).toBeNull();
    expect(mock.calls('POST', 'create-prescription-checkout')).toHaveLength(0);
  });

  it.each([
    ['no session token', { token: null }],
    ['no patient id', { openmrsId: null }],
  ])('says Error de autenticación and opens nothing when there is %s', async (_case, missing) => {
    const user = userEvent.setup({ delay: null });
    const store = setupStore({ session: signedInSession(missing) });
    render(
      <Provider store={store}>
        <AntdProviders>
          <BuyButton />
        </AntdProviders>
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByText('Error de autenticación')).toBeInTheDocument();
    expect(store.getState().dashboard.openModal).toBeNull();
  });

  it('confirms the stored address, opens the checkout and keeps the pending purchase with its time', async () => {
    const left = jest.spyOn(leaveForCheckout, 'to').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const { store } = openDashboard();
    await user.click(within(await openFirstPrescription(user)).getByRole('button', { name: 'Comprar medicamentos' }));
    const dialog = await findDialog('Dirección de envío');
    expect(within(dialog).getByTestId('shipping-address')).toHaveTextContent(
      'Av. Insurgentes Sur 1602Ciudad de México, CDMXC.P. 03940México',
    );
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y pagar' }));
    await waitFor(() => expect(left).toHaveBeenCalledWith('/checkout/cs_test_0123456789abcdef'));
    expect(mock.calls('POST', 'create-prescription-checkout')[0].body).toEqual({
      encounterUuid: prescription(1).encounterUuid,
      medications: ['Estradiol gel 0.06%', 'Progesterona micronizada 100 mg'],
    });
    const payments = store.getState().payments;
    expect(payments.pendingPrescriptionPurchase).toEqual({
      encounterUuid: prescription(1).encounterUuid,
      medications: ['Estradiol gel 0.06%', 'Progesterona micronizada 100 mg'],
    });
    expect(payments.pendingPrescriptionTimestamp).toBeGreaterThanOrEqual(before);
  });

  it('says the payment could not start when the server gives no checkout address, and stays', async () => {
    mock.answer('post', '/payments/create-prescription-checkout', 200, { id: 'cs_test_0123456789abcdef', url: '' });
    const left = jest.spyOn(leaveForCheckout, 'to').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const { store } = openDashboard();
    await user.click(within(await openFirstPrescription(user)).getByRole('button', { name: 'Comprar medicamentos' }));
    await user.click(within(await findDialog('Dirección de envío')).getByRole('button', { name: 'Confirmar y pagar' }));
    expect(await screen.findByText('Error al procesar compra')).toBeInTheDocument();
    expect(screen.getByText('No se pudo iniciar el proceso de pago. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(left).not.toHaveBeenCalled();
    expect(store.getState().payments.pendingPrescriptionPurchase).toBeNull();
  });

  it('shows the server message when the checkout is refused', async () => {
    mock.answer('post', '/payments/create-prescription-checkout', 400, { message: 'Error en la receta' });
    const user = userEvent.setup({ delay: null });
    openDashboard();
    await user.click(within(await openFirstPrescription(user)).getByRole('button', { name: 'Comprar medicamentos' }));
    await user.click(within(await findDialog('Dirección de envío')).getByRole('button', { name: 'Confirmar y pagar' }));
    expect(await screen.findByText('Error al procesar compra')).toBeInTheDocument();
    expect(screen.getByText('Error en la receta')).toBeInTheDocument();
  });

  it('opens the address form with Dirección requerida when the server has no address for her', async () => {
    mock.answer('post', '/payments/create-prescription-checkout', 409, { message: 'Dirección requerida', code: 'address_required' });
    const user = userEvent.setup({ delay: null });
    openDashboard();
    await user.click(within(await openFirstPrescription(user)).getByRole('button', { name: 'Comprar medicamentos' }));
    await user.click(within(await findDialog('Dirección de envío')).getByRole('button', { name: 'Confirmar y pagar' }));
    expect(await screen.findByText('Dirección requerida')).toBeInTheDocument();
    expect(await screen.findByLabelText('Calle')).toHaveValue('Av. Insurgentes Sur');
  });
});

describe('the shipping address', () => {
  it('announces Dirección requerida and opens the form when no address is stored', async () => {
    const user = userEvent.setup({ delay: null });
    openDashboard({ address: null });
    await user.click(within(await openFirstPrescription(user)).getByRole('button', { name: 'Comprar medicamentos' }));
    expect(await screen.findByText('Dirección requerida')).toBeInTheDocument();
    const dialog = await findDialog('Dirección de envío');
    expect(within(dialog).getByLabelText('Calle')).toHaveValue('');
    expect(within(dialog).getByLabelText('País')).toHaveValue('México');
    expect(within(dialog).queryByRole('button', { name: 'Confirmar y pagar' })).toBeNull();
  });

  it('requires street, city, state and postal code but not the number, and sends nothing until then', async () => {
    const user = userEvent.setup({ delay: null });
    openDashboard({ address: null });
    await user.click(within(await openFirstPrescription(user)).getByRole('button', { name: 'Comprar medicamentos' }));
    const dialog = await findDialog('Dirección de envío');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(await within(dialog).findByText('Por favor completa todos los campos obligatorios')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Campo obligatorio')).toHaveLength(4);
    expect(within(dialog).getByLabelText('Número (opcional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(mock.calls('POST', 'personal-info')).toHaveLength(0);
  });

  it('asks for a five-digit postal code', async () => {
    const user = userEvent.setup({ delay: null });
    openDashboard({ address: null });
    await user.click(within(await openFirstPrescription(user)).getByRole('button', { name: 'Comprar medicamentos' }));
    const dialog = await findDialog('Dirección de envío');
    await fill(user, within(dialog).getByLabelText('Calle'), 'Calle Roble');
    await fill(user, within(dialog).getByLabelText('Ciudad'), 'Puebla');
    await fill(user, within(dialog).getByLabelText('Estado'), 'Puebla');
    await fill(user, within(dialog).getByLabelText('Código postal'), '7200');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(await within(dialog).findByText('El código postal debe tener 5 dígitos')).toBeInTheDocument();
    expect(mock.calls('POST', 'personal-info')).toHaveLength(0);
  });

  it('changes the address keeping her weight and height, says Dirección actualizada and updates the session', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = openDashboard();
    await user.click(within(await openFirstPrescription(user)).getByRole('button', { name: 'Comprar medicamentos' }));
    const dialog = await findDialog('Dirección de envío');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar dirección' }));
    for (const [label, value] of [
      ['Calle', 'Calle Roble'],
      ['Número (opcional)', ''],
      ['Ciudad', 'Puebla'],
      ['Estado', 'Puebla'],
      ['Código postal', '72000'],
    ]) {
      const input = within(dialog).getByLabelText(label);
      await user.clear(input);
      if (value) await fill(user, input, value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText('Dirección actualizada')).toBeInTheDocument();
    expect(mock.calls('POST', 'personal-info')[0].body).toEqual({
      weight: 64,
      height: 160,
      shippingAddress: { street: 'Calle Roble', number: '', city: 'Puebla', state: 'Puebla', postalCode: '72000' },
    });
    expect(store.getState().session.address).toEqual({
      address1: 'Calle Roble',
      number: null,
      city: 'Puebla',
      state: 'Puebla',
      postalCode: '72000',
      country: 'México',
    });
    expect(await within(dialog).findByTestId('shipping-address')).toHaveTextContent('Calle Roble');
  });

  it('sends zero weight and height for a patient who never saved personal info', async () => {
    mock.answer('get', '/patients/:id/personal-info', 404, { message: 'No se encontró el recurso solicitado.' });
    const user = userEvent.setup({ delay: null });
    openDashboard({ address: null });
    await user.click(within(await openFirstPrescription(user)).getByRole('button', { name: 'Comprar medicamentos' }));
    const dialog = await findDialog('Dirección de envío');
    await fill(user, within(dialog).getByLabelText('Calle'), 'Calle Roble');
    await fill(user, within(dialog).getByLabelText('Número (opcional)'), '5');
    await fill(user, within(dialog).getByLabelText('Ciudad'), 'Puebla');
    await fill(user, within(dialog).getByLabelText('Estado'), 'Puebla');
    await fill(user, within(dialog).getByLabelText('Código postal'), '72000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText('Dirección actualizada')).toBeInTheDocument();
    expect(mock.calls('POST', 'personal-info')[0].body).toMatchObject({ weight: 0, height: 0, shippingAddress: { number: '5' } });
  });

  it('keeps what she typed and says the address could not be updated when the save fails', async () => {
    mock.answer('post', '/patients/:id/personal-info', 500, { message: 'Error del servidor. Por favor intenta nuevamente más tarde.' });
    const user = userEvent.setup({ delay: null });
    const { store } = openDashboard();
    await user.click(within(await openFirstPrescription(user)).getByRole('button', { name: 'Comprar medicamentos' }));
    const dialog = await findDialog('Dirección de envío');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar dirección' }));
    const street = within(dialog).getByLabelText('Calle');
    await user.clear(street);
    await fill(user, street, 'Calle Roble');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText('No se pudo actualizar la dirección. Por favor inténtalo de nuevo.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Calle')).toHaveValue('Calle Roble');
    expect(store.getState().session.address?.address1).toBe('Av. Insurgentes Sur');
  });
});

describe('a prescription that cannot be found', () => {
  it('says so instead of loading forever', async () => {
    const { store } = openDashboard();
    await screen.findByRole('heading', { name: 'Mis recetas' });
    act(() => store.dispatch(modalOpened({ modal: 'prescription', ref: '99999999-9999-4999-8999-999999999999' })));
    const dialog = await findDialog('Receta médica');
    expect(await within(dialog).findByText('No encontramos esta receta. Búscala en tu Historial de Recetas.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Comprar medicamentos' })).toBeNull();
  });
});
