import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractServer } from '../msw';
import { initialSessionState } from '../../../src/lib/session';
import { initialOnboardingState } from '../../../src/features/onboarding/onboardingSlice';
import { renderApp } from '../renderApp';
import { privacyNotice } from '../../../src/api/privacyNotice';
import { consentStatus } from '../dashboardApi';

// antd in jsdom on a shared 2-core machine: a full step takes seconds.

const openmrsId = '5512345678';
const signedIn = { session: { ...initialSessionState, token: 'tok', openmrsId } };

/** The step's form is there once its saved answers have been looked up. */
const formOf = async (title: string) => {
  // The first test also waits for the lazy route chunks to compile.
  await screen.findByRole('heading', { name: title }, { timeout: 10_000 });
  await screen.findByRole('button', { name: 'Siguiente' });
};

// 'Omitir' leads to the dashboard, a route chunk of its own: jsdom compiles it cold, which under a loaded
// full client run outlasted waitFor's default second (a browser fetches it in a blink). Compiled once here.
beforeAll(() => import('../../../src/app/DashboardRoute'));

const received: Array<{ path: string; body: unknown }> = [];
// What the portal around the steps asks the real server about a patient who has just registered: the
// notice she accepted at registration, her record (step 1 starts from what she gave there: nothing here),
// and on the dashboard 'Omitir' leads to, her prescriptions (none yet).
const server = contractServer(
  http.get('*/api/patients/:id/consents', () => HttpResponse.json(consentStatus({ signed: false }))),
  http.get('*/api/patients/search', () => HttpResponse.json({ email: 'maria@example.mx', openmrsId, fullName: 'María López' })),
  http.get('*/api/patients/:id/prescriptions/current', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());

/** Nothing saved on the server yet, and every save accepted (or refused with `status`). */
function serverWith({ saveStatus = 200, saved = {} as Record<string, unknown> } = {}) {
  server.use(
    http.get('*/api/patients/:id/history/privacy', () =>
      HttpResponse.json({ consentAccepted: false, patientSignature: null, signedAt: null }),
    ),
    http.get('*/api/patients/:id/history/:step', ({ params }) =>
      saved[params.step as string]
        ? HttpResponse.json(saved[params.step as string] as Record<string, unknown>)
        : new HttpResponse(null, { status: 204 }),
    ),
    http.get('*/api/patients/:id/personal-info', () => new HttpResponse(null, { status: 204 })),
    http.post('*/api/patients/:id/*', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const path = new URL(request.url).pathname;
      received.push({ path, body });
      if (saveStatus >= 300) return HttpResponse.json({ message: 'Error' }, { status: saveStatus });
      // The consent answers 201 with when it was signed (savePrivacyConsent); every step 200 with its answers.
      return path.endsWith('/history/privacy')
        ? HttpResponse.json(
            { consentAccepted: true, patientSignature: body.patientSignature, signedAt: '2026-11-23T15:04:05.000Z' },
            { status: 201 },
          )
        : HttpResponse.json({ ...body, updatedAt: '2026-11-23T15:04:05.000Z' }, { status: saveStatus });
    }),
  );
}

const radio = (question: string, answer: 'Sí' | 'No') => {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByLabelText(answer));
};
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
/**
 * Ticks a checkbox of an antd Checkbox.Group until it shows ticked: the group registers each option in an
 * effect after its first paint and drops a tick on an option it has not registered yet.
 */
const tick = (label: string) =>
  waitFor(() => {
    const box = screen.getByLabelText(label) as HTMLInputElement;
    if (!box.checked) fireEvent.click(box);
    expect(box).toBeChecked();
  });

describe('questionnaire step', () => {
  it('warns with the SPEC message under Campos incompletos and stays on the step when required answers are missing', async () => {
    serverWith();
    const { router } = renderApp('/form/antecedentes-familiares', { preloadedState: signedIn });
    await formOf('Antecedentes familiares');
    next();
    expect(await screen.findByText('Campos incompletos')).toBeInTheDocument();
    expect(screen.getByText('Por favor completa todos los campos obligatorios antes de continuar.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form/antecedentes-familiares');
    expect(received).toEqual([]);
  });

  it('shows the cancer details only after a yes, sends the payload, saves the answers and moves to the next step', async () => {
    serverWith();
    const { router, store } = renderApp('/form/antecedentes-familiares', { preloadedState: signedIn });
    await formOf('Antecedentes familiares');
    expect(screen.queryByLabelText('¿Quién y qué tipo de cáncer?')).not.toBeInTheDocument();
    await tick('Diabetes');
    radio('¿Hay antecedentes de cáncer en tu familia?', 'Sí');
    radio('¿Hay antecedentes de cáncer de mama en tu familia?', 'No');
    next();
    expect(await screen.findByText('Por favor especifica los detalles del cáncer familiar.')).toBeInTheDocument();
    expect(screen.getByText('Campo incompleto')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('¿Quién y qué tipo de cáncer?'), { target: { value: 'Madre, cáncer de colon' } });
    next();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/antecedentes-personales'));
    expect(received).toHaveLength(1);
    expect(received[0].path).toBe(`/api/patients/${openmrsId}/history/family`);
    expect(received[0].body).toMatchObject({
      diabetes: true,
      hasCancerHistory: true,
      cancerHistoryDetails: 'Madre, cáncer de colon',
      hasBreastCancerHistory: false,
    });
    expect(store.getState().onboarding.answers['antecedentes-familiares']).toMatchObject({
      conditions: ['diabetes'],
      hasCancerHistory: 'si',
    });
  });

  it('moves on with the Error toast when the server refuses the step', async () => {
    serverWith({ saveStatus: 500 });
    const { router, store } = renderApp('/form/info-personal', { preloadedState: signedIn });
    await formOf('Información personal');
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Peso habitual (kg)', '60-65');
    fill('Estatura (cm)', '16a2');
    fill('Calle', 'Av. Juárez');
    fill('Número', '10');
    fill('Ciudad', 'Puebla');
    fill('Estado', 'Puebla');
    fill('Código postal', '72000');
    expect(screen.getByLabelText('Estatura (cm)')).toHaveValue('162');
    next();
    expect(await screen.findByText('Error al enviar la información. Por favor intente nuevamente.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/antecedentes-familiares'));
    expect(received[0].body).toEqual({
      weight: 60,
      height: 162,
      shippingAddress: { street: 'Av. Juárez', number: '10', city: 'Puebla', state: 'Puebla', postalCode: '72000' },
    });
    expect(store.getState().onboarding.answers['info-personal']).toMatchObject({ weight: '60-65' });
  });

  it('shows Error de autenticación without a session and still moves on', async () => {
    serverWith();
    const { router } = renderApp('/form/salud-urinaria');
    await formOf('Salud urinaria');
    for (const q of [
      '¿Tienes infecciones urinarias frecuentes?',
      '¿Se te escapa la orina al toser, estornudar, reír o hacer ejercicio?',
      '¿Usas toallas o protectores por pérdidas de orina?',
      '¿Sientes que orinas con mucha frecuencia?',
      '¿Se te escapa la orina antes de llegar al baño?',
    ])
      radio(q, 'No');
    next();
    expect(await screen.findByText('Error de autenticación')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/antecedentes-patologicos'));
    expect(received).toEqual([]);
  });

  it("lets 'Ninguna' clear the other conditions, and enables the other-condition text only while 'Otro' is ticked", async () => {
    serverWith();
    renderApp('/form/antecedentes-patologicos', { preloadedState: signedIn });
    await formOf('Antecedentes patológicos y estilo de vida');
    const other = screen.getByLabelText('¿Cuál otra condición?');
    expect(other).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Infarto'));
    fireEvent.click(screen.getByLabelText('Otro'));
    expect(screen.getByLabelText('¿Cuál otra condición?')).toBeEnabled();
    fireEvent.click(screen.getByLabelText('Ninguna'));
    expect(screen.getByLabelText('Ninguna')).toBeChecked();
    expect(screen.getByLabelText('Infarto')).not.toBeChecked();
    expect(screen.getByLabelText('Otro')).not.toBeChecked();
    expect(screen.getByLabelText('¿Cuál otra condición?')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Trombosis'));
    // Formik checks the answers after every change, a promise later: the test ends on the step settled.
    await waitFor(() => expect(screen.getByLabelText('Trombosis')).toBeChecked());
    expect(screen.getByLabelText('Ninguna')).not.toBeChecked();
  });

  it('shows a returning patient the answers the server holds after a new login', async () => {
    serverWith({
      saved: {
        urinary: {
          frequentUrinaryInfections: true,
          stressIncontinence: true,
          stressIncontinenceFrequency: 'Una vez por semana',
          daytimeUrinationFrequency: 8,
          nocturiaFrequency: 2,
          urgeIncontinence: false,
          updatedAt: '2026-11-23T15:04:05.000Z',
        },
      },
    });
    const { store } = renderApp('/form/salud-urinaria', { preloadedState: signedIn });
    expect(await screen.findByLabelText('¿Con qué frecuencia se te escapa la orina?')).toHaveValue('Una vez por semana');
    expect(screen.getByLabelText('¿Cuántas veces orinas durante el día?')).toHaveValue('8');
    expect(store.getState().onboarding.answers['salud-urinaria']).toMatchObject({ stressIncontinence: 'si' });
  });

  it('prefers the answers saved on this device, and Atrás and Omitir go back and to /dashboard', async () => {
    serverWith();
    const { router } = renderApp('/form/antecedentes-personales', {
      preloadedState: {
        ...signedIn,
        onboarding: {
          ...initialOnboardingState,
          answers: { 'antecedentes-personales': { hasSurgeries: 'si', surgeryDetails: 'Apendicectomía' } },
        },
      },
    });
    expect(await screen.findByLabelText('¿Qué cirugías y en qué año?')).toHaveValue('Apendicectomía');
    fireEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/antecedentes-familiares'));
    fireEvent.click(await screen.findByRole('button', { name: 'Omitir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('signature step', () => {
  afterEach(() => jest.useRealTimers());

  it("keeps the button at 'Firma requerida' until signed, then completes and goes to /form/suscripcion after 2 s", async () => {
    serverWith();
    const { router, store } = renderApp('/form/terminos-condiciones', { preloadedState: signedIn });
    expect(await screen.findByRole('button', { name: 'Firma requerida' })).toBeDisabled();
    act(() => {
      store.dispatch({ type: 'onboarding/signatureCaptured', payload: { dataUrl: 'data:image/jpeg;base64,/9j/4AAQ' } });
    });
    expect(screen.getByText('Firma capturada correctamente')).toBeInTheDocument();
    const complete = screen.getByRole('button', { name: 'Completar Registro ✓' });
    fireEvent.click(complete);
    expect(await screen.findByText('¡Registro completado!')).toBeInTheDocument();
    expect(received).toEqual([
      {
        path: `/api/patients/${openmrsId}/history/privacy`,
        body: {
          consentAccepted: true,
          patientSignature: 'data:image/jpeg;base64,/9j/4AAQ',
          privacyNoticeVersion: privacyNotice.version,
          privacyNoticeSha256: privacyNotice.sha256,
        },
      },
    ]);
    expect(store.getState().onboarding.consentAccepted).toBe(true);
    expect(router.state.location.pathname).toBe('/form/terminos-condiciones');
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/suscripcion'), { timeout: 3000 });
  });

  it("shows 'Error al guardar' when the consent cannot be saved, and 'Limpiar Firma' returns to 'Firma requerida'", async () => {
    serverWith({ saveStatus: 500 });
    const { router, store } = renderApp('/form/terminos-condiciones', {
      preloadedState: { ...signedIn, onboarding: { ...initialOnboardingState, firmaDigital: 'data:image/jpeg;base64,/9j/4AAQ' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Completar Registro ✓' }));
    expect(await screen.findByText('Error al guardar')).toBeInTheDocument();
    expect(screen.getByText('Error al guardar la firma digital. Por favor intente nuevamente.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form/terminos-condiciones');
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar Firma' }));
    expect(store.getState().onboarding.firmaDigital).toBeNull();
    expect(screen.getByRole('button', { name: 'Firma requerida' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/perimenopausia'));
  });
});
