import 'jest-canvas-mock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { dashboardServer, emptyHotFlashDiary, openmrsId, signedInSession } from '../dashboardApi';
import { hfrdisItems } from '../../../src/features/tracking/hfrdisItems';
import { HFRDIS_ITEM_COUNT } from '../../../common/hotFlashes';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.server.resetHandlers();
  mock.seen.length = 0;
});
afterAll(() => mock.server.close());

const url = `/patients/${openmrsId}/tracking/hot-flashes`;
const sentence =
  'Tus bochornos moderados y severos bajaron de 6 a 3 al día en las últimas 4 semanas. Es una baja de la mitad o más: ' +
  'los estudios consideran que un cambio así es importante para las mujeres. Coméntalo con tu médica en tu próxima consulta.';

const day = (d: string, mild: number, moderate: number, severe: number, nightSweats = 1) => ({
  day: d,
  mild,
  moderate,
  severe,
  nightSweats,
  total: mild + moderate + severe,
  severityScore:
    mild + moderate + severe ? Math.round(((mild + 2 * moderate + 3 * severe) / (mild + moderate + severe)) * 100) / 100 : null,
  hfrdis: null,
  hfrdisScore: null,
  hfrdisBand: null,
  recordedAt: `${d}T15:00:00.000Z`,
});
const week = (from: string, to: string, meanModerateSevere: number, hfrdisMean: number | null) => ({
  from,
  to,
  loggedDays: 5,
  meanDaily: meanModerateSevere + 2,
  meanModerateSevere,
  severityScore: 1.8,
  meanNightSweats: 1,
  hfrdisMean,
  hfrdisBand: hfrdisMean === null ? null : hfrdisMean >= 4 ? 'moderada' : 'leve',
});
const diary = {
  ...emptyHotFlashDiary,
  days: [day('2026-10-26', 2, 4, 2), day('2026-11-22', 2, 2, 1)],
  weeks: [week('2026-10-21', '2026-10-27', 6, 6.2), week('2026-11-17', '2026-11-23', 3, null)],
  changes: [sentence],
};

async function openMenopausia() {
  mock.answer('get', `/patients/${openmrsId}/tracking/mrs`, 200, { assessments: [], reminderDue: false });
  const user = userEvent.setup();
  renderApp('/dashboard', { preloadedState: { session: signedInSession() } });
  await user.click(await screen.findByRole('button', { name: 'Menopausia' }));
  await screen.findByRole('heading', { name: 'Diario de bochornos' });
  return user;
}

const form = () => screen.getByRole('form', { name: 'Anotar un día de bochornos' });
const descriptionOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('hot-flash diary', () => {
  it('keeps the interference items, a translation to replace, in the scale order and number', () => {
    expect(hfrdisItems).toHaveLength(HFRDIS_ITEM_COUNT);
    expect(hfrdisItems[3]).toBe('Tu sueño');
  });

  it("shows the server's change sentence, her weeks in two charts and the same numbers in a table", async () => {
    mock.answer('get', url, 200, diary);
    await openMenopausia();
    expect(await screen.findByTestId('hot-flash-changes')).toHaveTextContent(sentence);
    expect(screen.getByTestId('hot-flash-chart')).toHaveAttribute('data-points', '2');
    expect(screen.getByTestId('hot-flash-severity-chart')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByRole('table', { name: 'Tus bochornos por semana (promedio por día anotado)' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['21 oct – 27 oct', '5 de 7', '8', '6', '1.8', '1', '6.2 (moderada)'],
      ['17 nov – 23 nov', '5 de 7', '5', '3', '1.8', '1', '—'],
    ]);
  });

  it('shows no sentence, chart or table before she logs a day, and a form for today', async () => {
    await openMenopausia();
    expect(screen.queryByTestId('hot-flash-changes')).not.toBeInTheDocument();
    expect(screen.queryByTestId('hot-flash-chart')).not.toBeInTheDocument();
    expect(within(form()).getByLabelText('Día')).toHaveValue('2026-11-23');
    expect(within(form()).getByLabelText('Día')).toHaveAttribute('max', '2026-11-23');
    expect(within(form()).getByLabelText('Día')).toHaveAttribute('min', '2026-08-25');
  });

  it('marks each wrong count until she fixes it, sends nothing until all are right, then sends exactly her day', async () => {
    const user = await openMenopausia();
    const moderate = within(form()).getByLabelText('Moderados');
    const severe = within(form()).getByLabelText('Severos');
    await user.clear(moderate);
    await user.type(moderate, '51');
    await user.clear(severe);
    await user.click(within(form()).getByRole('button', { name: 'Guardar día' }));
    expect(moderate).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(moderate)).toBe('Escribe un número entero entre 0 y 50.');
    expect(descriptionOf(severe)).toBe('Escribe un número entero entre 0 y 50.');
    expect(moderate).toHaveFocus();
    expect(mock.calls('POST', '/tracking/hot-flashes')).toHaveLength(0);

    await user.clear(moderate);
    await user.type(moderate, '3');
    expect(moderate).not.toHaveAttribute('aria-invalid');
    expect(descriptionOf(moderate)).toBe('Calor con sudor; puedes seguir con lo que haces.');
    expect(within(form()).getAllByText('Escribe un número entero entre 0 y 50.')).toHaveLength(1);
    await user.type(severe, '1');
    expect(within(form()).queryByText('Escribe un número entero entre 0 y 50.')).not.toBeInTheDocument();

    mock.answer('post', url, 200, { ...emptyHotFlashDiary, days: [day('2026-11-23', 0, 3, 1, 0)] });
    await user.click(within(form()).getByRole('button', { name: 'Guardar día' }));
    expect(await screen.findByText('Se guardó tu día: 23 de noviembre de 2026.')).toBeInTheDocument();
    expect(mock.calls('POST', '/tracking/hot-flashes').map((c) => c.body)).toEqual([
      { day: '2026-11-23', mild: 0, moderate: 3, severe: 1, nightSweats: 0, hfrdis: null },
    ]);
  });

  it('refuses a day after today before sending, and fills in a day she logged so she can correct it', async () => {
    mock.answer('get', url, 200, diary);
    const user = await openMenopausia();
    const dayInput = within(form()).getByLabelText('Día');
    await user.clear(dayInput);
    await user.type(dayInput, '2026-11-24');
    await user.click(within(form()).getByRole('button', { name: 'Guardar día' }));
    expect(descriptionOf(dayInput)).toBe('Elige un día entre el 25 de agosto de 2026 y hoy.');
    expect(mock.calls('POST', '/tracking/hot-flashes')).toHaveLength(0);

    await user.clear(dayInput);
    await user.type(dayInput, '2026-11-22');
    expect(descriptionOf(dayInput)).toBe('Ya anotaste este día: al guardar, se reemplaza lo que escribiste.');
    expect(within(form()).getByLabelText('Leves')).toHaveValue('2');
    expect(within(form()).getByLabelText('Moderados')).toHaveValue('2');
    expect(within(form()).getByLabelText('Severos')).toHaveValue('1');
  });

  it('asks the 10 interference questions only when she chooses to, and sends them with the day', async () => {
    const user = await openMenopausia();
    expect(within(form()).queryByLabelText('Tu sueño')).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('checkbox', { name: /cuánto interfieren los bochornos/ }));
    const group = within(form()).getByRole('group', { name: 'En la última semana, ¿cuánto interfirieron los bochornos con…?' });
    const inputs = within(group).getAllByRole('textbox');
    expect(inputs).toHaveLength(10);
    await user.click(within(form()).getByRole('button', { name: 'Guardar día' }));
    expect(within(group).getAllByText('Escribe un número entero del 0 al 10.')).toHaveLength(10);
    for (const [i, input] of inputs.entries()) await user.type(input, String(i % 11));
    expect(within(group).queryByText('Escribe un número entero del 0 al 10.')).not.toBeInTheDocument();
    mock.answer('post', url, 200, emptyHotFlashDiary);
    await user.click(within(form()).getByRole('button', { name: 'Guardar día' }));
    await waitFor(() =>
      expect(mock.calls('POST', '/tracking/hot-flashes').map((c) => c.body)).toEqual([
        { day: '2026-11-23', mild: 0, moderate: 0, severe: 0, nightSweats: 0, hfrdis: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
      ]),
    );
  });

  it('shows no error before she tries to save; then focuses the wrong day first and drops its message once the day is right', async () => {
    const user = await openMenopausia();
    const dayInput = within(form()).getByLabelText('Día');
    const mild = within(form()).getByLabelText('Leves');
    await user.clear(dayInput);
    await user.type(dayInput, '2026-11-24');
    await user.clear(mild);
    await user.type(mild, 'x');
    await user.tab();
    expect(dayInput).not.toHaveAttribute('aria-invalid');
    expect(mild).not.toHaveAttribute('aria-invalid');
    expect(descriptionOf(dayInput)).toBe('Hoy o un día anterior que quieras anotar.');
    expect(descriptionOf(mild)).toBe('Calor sin sudor.');

    await user.click(within(form()).getByRole('button', { name: 'Guardar día' }));
    expect(dayInput).toHaveFocus();
    expect(dayInput).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(dayInput)).toBe('Elige un día entre el 25 de agosto de 2026 y hoy.');
    expect(descriptionOf(mild)).toBe('Escribe un número entero entre 0 y 50.');
    expect(mock.calls('POST', '/tracking/hot-flashes')).toHaveLength(0);

    await user.clear(dayInput);
    await user.type(dayInput, '2026-11-20');
    expect(dayInput).not.toHaveAttribute('aria-invalid');
    expect(descriptionOf(dayInput)).toBe('Hoy o un día anterior que quieras anotar.');
    expect(within(form()).queryByText('Elige un día entre el 25 de agosto de 2026 y hoy.')).not.toBeInTheDocument();
    expect(within(form()).getByLabelText('Leves')).toHaveValue('0');
    expect(within(form()).queryByText('Escribe un número entero entre 0 y 50.')).not.toBeInTheDocument();
  });
});
