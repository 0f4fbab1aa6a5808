import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { initialSessionState } from '../../../src/lib/session';
import { renderApp } from '../renderApp';
import { consentStatus } from '../dashboardApi';

const openmrsId = '5512345678';
const signedIn = { session: { ...initialSessionState, token: 'tok', openmrsId, email: 'maria@example.mx' } };

const received: Array<{ path: string; body: Record<string, unknown> }> = [];
let refusal: { status: number; message: string } | null = null;
const server = setupServer(
  // The notice she accepted at registration: the portal asks before showing any step.
  http.get('*/api/patients/:id/consents', () => HttpResponse.json(consentStatus({ signed: false }))),
  http.get('*/api/patients/:id/personal-info', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/patients/search', () => HttpResponse.json({ email: 'maria@example.mx', openmrsId, fullName: 'María López' })),
  http.get('*/api/patients/:id/history/:step', () => new HttpResponse(null, { status: 204 })),
  http.post('*/api/patients/:id/personal-info', async ({ request }) => {
    const body = (await request.json()) as { weight: number; height: number; shippingAddress: Record<string, string> };
    received.push({ path: new URL(request.url).pathname, body });
    if (refusal) return HttpResponse.json({ message: refusal.message }, { status: refusal.status });
    const a = body.shippingAddress;
    return HttpResponse.json({
      ...body,
      address: { address1: a.street, number: a.number, city: a.city, state: a.state, postalCode: a.postalCode, country: 'México' },
      updatedAt: '2026-11-23T15:04:05.000Z',
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
  refusal = null;
});
afterAll(() => server.close());

async function stepOne(values: Partial<Record<string, string>> = {}) {
  const view = renderApp('/form/info-personal', { preloadedState: signedIn });
  await screen.findByRole('heading', { name: 'Información personal' }, { timeout: 10_000 });
  await screen.findByRole('button', { name: 'Siguiente' });
  const all = {
    'Peso habitual (kg)': '62',
    'Estatura (cm)': '162',
    Calle: 'Av. Juárez',
    Número: '10',
    Ciudad: 'Puebla',
    Estado: 'Puebla',
    'Código postal': '72000',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
  return view;
}

describe('step 1 (info-personal) against the contract', () => {
  it('asks for a five-digit postal code before sending anything', async () => {
    const { router } = await stepOne({ 'Código postal': '7200' });
    expect(await screen.findByText('El código postal debe tener 5 dígitos')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form/info-personal');
    expect(received).toEqual([]);
  });

  it('asks for a height the contract accepts (at most 250 cm) before sending anything', async () => {
    await stepOne({ 'Estatura (cm)': '300' });
    expect(await screen.findByText('La estatura debe ser de 250 cm o menos.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('asks for a weight the contract accepts (at most 500 kg) before sending anything', async () => {
    await stepOne({ 'Peso habitual (kg)': '600' });
    expect(await screen.findByText('El peso debe ser de 500 kg o menos.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it("shows the server's Spanish reason after a 400 instead of a bare error, and moves on (SPEC §4)", async () => {
    refusal = { status: 400, message: 'Datos inválidos. Por favor verifica la información ingresada.' };
    const { router } = await stepOne();
    expect(await screen.findByText('Datos inválidos. Por favor verifica la información ingresada.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/antecedentes-familiares'));
  });

  const recordFromRegistration = http.get('*/api/patients/search', () =>
    HttpResponse.json({
      email: 'maria@example.mx',
      openmrsId,
      fullName: 'María López',
      weightAtRegistration: '60-65',
      heightAtRegistration: '162',
    }),
  );

  it('starts from the weight and height she gave at registration when nothing is saved yet', async () => {
    server.use(recordFromRegistration);
    renderApp('/form/info-personal', { preloadedState: signedIn });
    expect(await screen.findByLabelText('Peso habitual (kg)', {}, { timeout: 10_000 })).toHaveValue('60-65');
    expect(screen.getByLabelText('Estatura (cm)')).toHaveValue('162');
    expect(screen.getByLabelText('Calle')).toHaveValue('');
  });

  it('keeps what she saved over what she gave at registration', async () => {
    server.use(
      recordFromRegistration,
      http.get('*/api/patients/:id/personal-info', () =>
        HttpResponse.json({
          weight: 58,
          height: 160,
          shippingAddress: { street: 'Av. Juárez', number: '10', city: 'Puebla', state: 'Puebla', postalCode: '72000' },
          address: { address1: 'Av. Juárez', number: '10', city: 'Puebla', state: 'Puebla', postalCode: '72000', country: 'México' },
          updatedAt: '2026-11-23T15:04:05.000Z',
        }),
      ),
    );
    renderApp('/form/info-personal', { preloadedState: signedIn });
    expect(await screen.findByLabelText('Peso habitual (kg)', {}, { timeout: 10_000 })).toHaveValue('58');
    expect(screen.getByLabelText('Estatura (cm)')).toHaveValue('160');
  });

  it("puts the saved shipping address in her session, where 'Comprar' and Mi cuenta read it", async () => {
    const { store, router } = await stepOne();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/antecedentes-familiares'));
    expect(received).toHaveLength(1);
    expect(store.getState().session.address).toEqual({
      address1: 'Av. Juárez',
      number: '10',
      city: 'Puebla',
      state: 'Puebla',
      postalCode: '72000',
      country: 'México',
    });
  });
});
