import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractServer } from '../msw';
import { initialSessionState } from '../../../src/lib/session';
import { renderApp } from '../renderApp';
import { consentStatus } from '../dashboardApi';

const openmrsId = '5512345678';
const signedIn = { session: { ...initialSessionState, token: 'tok', openmrsId } };

const received: unknown[] = [];
const server = contractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  server.use(
    // What the portal asks about a patient who has just registered: the notice she accepted then, and the
    // record step 1 starts from (nothing of it here).
    http.get('*/api/patients/:id/consents', () => HttpResponse.json(consentStatus({ signed: false }))),
    http.get('*/api/patients/search', () => HttpResponse.json({ email: 'maria@example.mx', openmrsId, fullName: 'María López' })),
    http.get('*/api/patients/:id/history/:step', () => new HttpResponse(null, { status: 204 })),
    http.get('*/api/patients/:id/personal-info', () => new HttpResponse(null, { status: 204 })),
    http.post('*/api/patients/:id/*', async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json({}, { status: 500 });
    }),
  ),
);
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());

async function openStep(url: string, title: string) {
  renderApp(url, { preloadedState: signedIn });
  await screen.findByRole('heading', { name: title }, { timeout: 10_000 });
  await screen.findByRole('button', { name: 'Siguiente' });
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
const answer = (question: string, option: 'Sí' | 'No') =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(option));
const descriptionOf = (element: HTMLElement) => {
  const id = element.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const cancer = '¿Hay antecedentes de cáncer en tu familia?';
const breastCancer = '¿Hay antecedentes de cáncer de mama en tu familia?';

describe('a questionnaire step with answers missing', () => {
  it('names the missing questions under the SPEC warning, focuses the first, and drops each mark once answered', async () => {
    await openStep('/form/antecedentes-familiares', 'Antecedentes familiares');
    next();

    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Campos incompletos')).toBeInTheDocument();
    expect(within(warning).getByText('Por favor completa todos los campos obligatorios antes de continuar.')).toBeInTheDocument();
    expect(within(warning).getByText(cancer)).toBeInTheDocument();
    expect(within(warning).getByText(breastCancer)).toBeInTheDocument();
    const first = screen.getByRole('radiogroup', { name: cancer });
    await waitFor(() => expect(within(first).getByLabelText('Sí')).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(first)).toBe('Falta esta respuesta.');
    expect(screen.getAllByText('Falta esta respuesta.')).toHaveLength(2);

    answer(cancer, 'No');
    await waitFor(() => expect(screen.getAllByText('Falta esta respuesta.')).toHaveLength(1));
    expect(screen.getByRole('radiogroup', { name: cancer })).not.toHaveAttribute('aria-invalid');
    // The warning follows her answers: the question she answered leaves its list.
    await waitFor(() => expect(within(screen.getByRole('alert')).queryByText(cancer)).not.toBeInTheDocument());
    expect(within(screen.getByRole('alert')).getByText(breastCancer)).toBeInTheDocument();

    answer(breastCancer, 'No');
    await waitFor(() => expect(screen.queryByText('Falta esta respuesta.')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Campos incompletos')).not.toBeInTheDocument());
    expect(received).toEqual([]);
  });

  it('names a detail question that appeared with a yes and focuses its box', async () => {
    await openStep('/form/antecedentes-familiares', 'Antecedentes familiares');
    answer(cancer, 'Sí');
    answer(breastCancer, 'No');
    next();
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Campo incompleto')).toBeInTheDocument();
    expect(within(warning).getByText('Por favor especifica los detalles del cáncer familiar.')).toBeInTheDocument();
    expect(within(warning).getByText('¿Quién y qué tipo de cáncer?')).toBeInTheDocument();
    const details = screen.getByLabelText('¿Quién y qué tipo de cáncer?');
    await waitFor(() => expect(details).toHaveFocus());
    expect(descriptionOf(details)).toBe('Falta esta respuesta.');

    fireEvent.change(details, { target: { value: 'Madre, cáncer de colon' } });
    await waitFor(() => expect(details).not.toHaveAttribute('aria-invalid'));
    await waitFor(() => expect(screen.queryByText('Campo incompleto')).not.toBeInTheDocument());
  });

  it('on step 1, marks each blank field until she fills it and names the fields still blank', async () => {
    await openStep('/form/info-personal', 'Información personal');
    next();
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Por favor completa todos los campos antes de continuar.')).toBeInTheDocument();
    const labels = ['Peso habitual (kg)', 'Estatura (cm)', 'Calle', 'Número', 'Ciudad', 'Estado', 'Código postal'];
    for (const label of labels) expect(within(warning).getByText(label)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Peso habitual (kg)')).toHaveFocus());

    const values = ['62', '162', 'Av. Juárez', '10', 'Puebla', 'Puebla', '72000'];
    for (const [i, label] of labels.entries()) {
      const field = screen.getByLabelText(label);
      expect(descriptionOf(field)).toBe('Falta esta respuesta.');
      fireEvent.change(field, { target: { value: values[i] } });
      await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
      await waitFor(() => expect(screen.queryAllByText('Falta esta respuesta.')).toHaveLength(labels.length - i - 1));
    }
    await waitFor(() => expect(screen.queryByText('Campos incompletos')).not.toBeInTheDocument());
    expect(received).toEqual([]);
  });
});
