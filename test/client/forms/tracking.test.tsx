import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderModal } from '../renderModal';
import { dashboardServer, openmrsId, signedInSession } from '../dashboardApi';
import { MrsForm } from '../../../src/features/tracking/MrsForm';
import { WeightForm } from '../../../src/features/tracking/WeightForm';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.server.resetHandlers();
  mock.seen.length = 0;
});
afterAll(() => mock.server.close());

const session = { session: signedInSession() };

const descriptionOf = (element: HTMLElement) => {
  const id = element.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the MRS form', () => {
  it('marks each unanswered line until she answers it, counts as she goes, and focuses the first one missing', async () => {
    const user = userEvent.setup({ delay: null });
    renderModal(<MrsForm openmrsId={openmrsId} onSaved={() => undefined} />, { preloadedState: session });
    const form = await screen.findByRole('form', { name: /Cuáles de estas molestias/ });
    const items = within(form).getAllByRole('group');
    expect(items).toHaveLength(11);

    await user.click(within(form).getByRole('button', { name: 'Guardar respuestas' }));
    expect(await within(form).findByText('Por favor responde las 11 preguntas (llevas 0 de 11).')).toBeInTheDocument();
    expect(within(form).getAllByText('Elige una opción en esta línea.')).toHaveLength(11);
    expect(within(items[0]).getAllByRole('radio')[0]).toHaveFocus();
    expect(descriptionOf(items[0])).toBe('Elige una opción en esta línea.');

    for (const [i, item] of items.entries()) {
      await user.click(within(item).getAllByRole('radio')[1]);
      expect(item).not.toHaveAttribute('aria-describedby');
      if (i < 10) {
        expect(within(form).getAllByText('Elige una opción en esta línea.')).toHaveLength(10 - i);
        expect(within(form).getByText(`Por favor responde las 11 preguntas (llevas ${i + 1} de 11).`)).toBeInTheDocument();
      }
    }
    expect(within(form).queryByText('Elige una opción en esta línea.')).not.toBeInTheDocument();
    expect(within(form).queryByText(/Por favor responde las 11 preguntas/)).not.toBeInTheDocument();
    expect(mock.calls('POST', '/tracking/mrs')).toHaveLength(0);
  });

  it('focuses the first line still missing when she skipped one in the middle', async () => {
    const user = userEvent.setup({ delay: null });
    renderModal(<MrsForm openmrsId={openmrsId} onSaved={() => undefined} />, { preloadedState: session });
    const form = await screen.findByRole('form', { name: /Cuáles de estas molestias/ });
    const items = within(form).getAllByRole('group');
    for (const [i, item] of items.entries()) if (i !== 4) await user.click(within(item).getAllByRole('radio')[0]);
    await user.click(within(form).getByRole('button', { name: 'Guardar respuestas' }));
    expect(await within(form).findByText('Por favor responde las 11 preguntas (llevas 10 de 11).')).toBeInTheDocument();
    expect(within(items[4]).getAllByRole('radio')[0]).toHaveFocus();
  });
});

describe('the weight form', () => {
  it('shows each error until its field is right and focuses the first wrong field', async () => {
    const user = userEvent.setup({ delay: null });
    renderModal(<WeightForm openmrsId={openmrsId} askHeight onSaved={() => undefined} />, { preloadedState: session });
    const form = await screen.findByRole('form', { name: 'Anotar mi peso de hoy' });
    const weight = within(form).getByLabelText('Peso (kg)');
    const waist = within(form).getByLabelText('Cintura (cm, opcional)');
    const height = within(form).getByLabelText('Estatura (cm)');

    await user.type(waist, '20');
    await user.type(height, '300');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Escribe un peso entre 30 y 250 kg.')).toBeInTheDocument();
    expect(weight).toHaveFocus();
    expect(descriptionOf(weight)).toBe('Escribe un peso entre 30 y 250 kg.');
    expect(descriptionOf(waist)).toBe('Escribe una medida entre 40 y 200 cm.');
    expect(descriptionOf(height)).toBe('Escribe una estatura entre 100 y 250 cm.');

    await user.type(weight, '68,5');
    expect(within(form).queryByText('Escribe un peso entre 30 y 250 kg.')).not.toBeInTheDocument();
    expect(weight).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByText('Escribe una medida entre 40 y 200 cm.')).toBeInTheDocument();

    await user.clear(waist);
    expect(within(form).queryByText('Escribe una medida entre 40 y 200 cm.')).not.toBeInTheDocument();
    expect(within(form).getByText('Escribe una estatura entre 100 y 250 cm.')).toBeInTheDocument();

    await user.clear(height);
    await user.type(height, '162');
    expect(within(form).queryByText('Escribe una estatura entre 100 y 250 cm.')).not.toBeInTheDocument();
    expect(height).toHaveAccessibleDescription('La usamos para calcular tu índice de masa corporal (IMC).');
    expect(mock.calls('POST', '/tracking/weight')).toHaveLength(0);
  });
});
