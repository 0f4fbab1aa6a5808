import 'jest-canvas-mock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { dashboardServer, openmrsId, signedInSession } from '../dashboardApi';
import { mrsBandLabels } from '../../../common/mrs';
import { changeSentences } from '../../../src/features/tracking/wording';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.server.resetHandlers();
  mock.seen.length = 0;
});
afterAll(() => mock.server.close());

const assessment = (day: string, answers: number[]) => {
  const sum = (items: number[]) => items.reduce((n, i) => n + answers[i - 1], 0);
  const total = answers.reduce((n, a) => n + a, 0);
  const band = total >= 16 ? 'severo' : total >= 9 ? 'moderado' : total >= 5 ? 'leve' : 'ninguno';
  return {
    day,
    submittedAt: `${day}T15:00:00.000Z`,
    answers,
    total,
    somatic: sum([1, 2, 3, 11]),
    psychological: sum([4, 5, 6, 7]),
    urogenital: sum([8, 9, 10]),
    band,
  };
};
const first = assessment('2026-10-09', [3, 2, 3, 2, 2, 2, 1, 2, 1, 1, 1]); // 20
const second = assessment('2026-11-23', [2, 1, 2, 1, 1, 2, 1, 1, 1, 1, 1]); // 14

function mrsHistory(assessments: object[], reminderDue = false) {
  mock.answer('get', `/patients/${openmrsId}/tracking/mrs`, 200, { assessments, reminderDue } as never);
}

async function openTab(name: 'Menopausia' | 'Nutrición') {
  const user = userEvent.setup();
  renderApp('/dashboard', { preloadedState: { session: signedInSession() } });
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

describe('MRS wording', () => {
  it('names the bands as the clinic words them', () => {
    expect(mrsBandLabels).toEqual({ ninguno: 'ninguno o poco', leve: 'leve', moderado: 'moderado', severo: 'severo' });
  });

  it('says how the total changed since her first and since her previous evaluation', () => {
    expect(changeSentences([20])).toEqual([]);
    expect(changeSentences([20, 14])).toEqual(['Tu puntuación bajó 6 puntos desde tu primera evaluación.']);
    expect(changeSentences([20, 13, 14])).toEqual([
      'Tu puntuación bajó 6 puntos desde tu primera evaluación.',
      'Desde tu evaluación anterior, subió 1 punto.',
    ]);
    expect(changeSentences([9, 9])).toEqual(['Tu puntuación no cambió desde tu primera evaluación.']);
  });
});

describe('Menopausia tab', () => {
  it('shows her latest score with its band, the change sentence, a chart of every evaluation and the same numbers in a table', async () => {
    mrsHistory([first, second]);
    await openTab('Menopausia');
    const latest = await screen.findByTestId('mrs-latest');
    expect(latest).toHaveTextContent('14 de 44 puntos');
    expect(latest).toHaveTextContent('Nivel de síntomas: moderado');
    expect(latest).toHaveTextContent('Tu evaluación más reciente, del 23 de noviembre de 2026.');
    expect(within(latest).getByText('Tu puntuación bajó 6 puntos desde tu primera evaluación.')).toBeInTheDocument();

    const chart = screen.getByTestId('tracking-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart).toHaveAttribute('data-points', '2');

    const table = screen.getByRole('table', { name: 'Puntuaciones de la escala MRS por fecha (total de 0 a 44)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Fecha', 'Total', 'Nivel', 'Somático', 'Psicológico', 'Urogenital'],
      ['9 de octubre de 2026', '20', 'severo', '9', '7', '4'],
      ['23 de noviembre de 2026', '14', 'moderado', '6', '5', '3'],
    ]);
    expect(screen.queryByText('Ya pasó más de un mes desde tu última evaluación')).not.toBeInTheDocument();
  });

  it('invites her back after 30 days without a pop-up, and sends only her 11 answers', async () => {
    mrsHistory([first], true);
    const user = await openTab('Menopausia');
    expect(await screen.findByText('Ya pasó más de un mes desde tu última evaluación')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Responder ahora' }));

    await user.click(screen.getByRole('button', { name: 'Guardar respuestas' }));
    expect(await screen.findByText('Por favor responde las 11 preguntas (llevas 0 de 11).')).toBeInTheDocument();
    expect(mock.calls('POST', '/tracking/mrs')).toHaveLength(0);

    mock.answer('post', `/patients/${openmrsId}/tracking/mrs`, 201, second as never);
    mrsHistory([first, second]);
    const groups = within(screen.getByRole('form', { name: /Cuáles de estas molestias/ })).getAllByRole('group');
    expect(groups).toHaveLength(11);
    expect(groups[0]).toHaveAccessibleName(/Bochornos, sudoración/);
    for (const [i, group] of groups.entries())
      await user.click(
        within(group).getByRole('radio', {
          name: `${second.answers[i]} · ${['Ninguno', 'Leve', 'Moderado', 'Severo', 'Muy severo'][second.answers[i]]}`,
        }),
      );
    await user.click(screen.getByRole('button', { name: 'Guardar respuestas' }));
    expect(await screen.findByText('Tus respuestas se guardaron.')).toBeInTheDocument();
    expect(mock.calls('POST', '/tracking/mrs').map((c) => c.body)).toEqual([{ answers: second.answers }]);
    expect(await screen.findByText('Tu puntuación bajó 6 puntos desde tu primera evaluación.')).toBeInTheDocument();
  });

  it('marks no item before she tries to save; then marks each unanswered one, focuses the first, and unmarks an item as she answers it', async () => {
    mrsHistory([first], true);
    const user = await openTab('Menopausia');
    await user.click(await screen.findByRole('button', { name: 'Responder ahora' }));
    const mrsForm = screen.getByRole('form', { name: /Cuáles de estas molestias/ });
    const groups = within(mrsForm).getAllByRole('group');
    await user.click(within(groups[0]).getByRole('radio', { name: '1 · Leve' }));
    await user.tab();
    expect(within(mrsForm).queryByText('Elige una opción en esta línea.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar respuestas' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor responde las 11 preguntas (llevas 1 de 11).');
    expect(within(mrsForm).getAllByText('Elige una opción en esta línea.')).toHaveLength(10);
    expect(groups[0]).not.toHaveAttribute('aria-describedby');
    expect(document.getElementById(groups[1].getAttribute('aria-describedby')!)).toHaveTextContent('Elige una opción en esta línea.');
    expect(within(groups[1]).getByRole('radio', { name: '0 · Ninguno' })).toHaveFocus();
    expect(mock.calls('POST', '/tracking/mrs')).toHaveLength(0);

    await user.click(within(groups[1]).getByRole('radio', { name: '3 · Severo' }));
    expect(groups[1]).not.toHaveAttribute('aria-describedby');
    expect(within(groups[1]).queryByText('Elige una opción en esta línea.')).not.toBeInTheDocument();
    expect(within(mrsForm).getAllByText('Elige una opción en esta línea.')).toHaveLength(9);
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor responde las 11 preguntas (llevas 2 de 11).');
  });
});

describe('Nutrición tab', () => {
  it('lists her step-1 weight first with BMI, and asks for her height only when it is missing', async () => {
    mock.answer('get', `/patients/${openmrsId}/tracking/weight`, 200, {
      heightCm: 160,
      entries: [
        { day: '2026-10-02', weightKg: 64, waistCm: null, bmi: 25, source: 'registro' },
        { day: '2026-11-14', weightKg: 62.6, waistCm: 82.5, bmi: 24.5, source: 'bitacora' },
      ],
    });
    await openTab('Nutrición');
    const latest = await screen.findByTestId('weight-latest');
    expect(latest).toHaveTextContent('62.6 kg');
    expect(latest).toHaveTextContent('Índice de masa corporal (IMC): 24.5');
    const table = screen.getByRole('table', { name: 'Peso, cintura e IMC por fecha' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['2 de octubre de 2026 (información personal)', '64', '—', '25'],
      ['14 de noviembre de 2026', '62.6', '82.5', '24.5'],
    ]);
    expect(screen.queryByLabelText('Estatura (cm)')).not.toBeInTheDocument();
  });

  it('asks for her height when step 1 gave none and sends it with the weight', async () => {
    mock.answer('get', `/patients/${openmrsId}/tracking/weight`, 200, { heightCm: null, entries: [] });
    const user = await openTab('Nutrición');
    expect(await screen.findByText('Agrega tu estatura para calcular tu IMC')).toBeInTheDocument();
    mock.answer('post', `/patients/${openmrsId}/tracking/weight`, 200, {
      heightCm: 165,
      entries: [{ day: '2026-11-23', weightKg: 70, waistCm: null, bmi: 25.7, source: 'bitacora' }],
    });
    await user.type(screen.getByLabelText('Peso (kg)'), '70');
    await user.type(screen.getByLabelText('Estatura (cm)'), '165');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(mock.calls('POST', '/tracking/weight').map((c) => c.body)).toEqual([{ weightKg: 70, waistCm: null, heightCm: 165 }]),
    );
  });

  it('refuses a weight outside 30–250 kg before sending anything', async () => {
    mock.answer('get', `/patients/${openmrsId}/tracking/weight`, 200, { heightCm: 160, entries: [] });
    const user = await openTab('Nutrición');
    await user.type(await screen.findByLabelText('Peso (kg)'), '25');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe un peso entre 30 y 250 kg.')).toBeInTheDocument();
    expect(screen.getByLabelText('Peso (kg)')).toHaveAttribute('aria-invalid', 'true');
    expect(mock.calls('POST', '/tracking/weight')).toHaveLength(0);
  });

  it('shows no error before she tries to save; then shows each, focuses the first wrong field, and drops a message as she corrects it', async () => {
    mock.answer('get', `/patients/${openmrsId}/tracking/weight`, 200, { heightCm: 160, entries: [] });
    const user = await openTab('Nutrición');
    const weight = await screen.findByLabelText('Peso (kg)');
    const waist = screen.getByLabelText('Cintura (cm, opcional)');
    await user.type(weight, '25');
    await user.type(waist, '10');
    await user.tab();
    expect(weight).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Escribe un peso entre 30 y 250 kg.')).not.toBeInTheDocument();
    expect(screen.queryByText('Escribe una medida entre 40 y 200 cm.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(weight).toHaveFocus();
    expect(weight).toHaveAccessibleDescription('Escribe un peso entre 30 y 250 kg.');
    expect(waist).toHaveAccessibleDescription('Escribe una medida entre 40 y 200 cm.');
    expect(waist).toHaveAttribute('aria-invalid', 'true');

    await user.clear(weight);
    await user.type(weight, '62,5');
    expect(weight).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Escribe un peso entre 30 y 250 kg.')).not.toBeInTheDocument();
    expect(waist).toHaveAccessibleDescription('Escribe una medida entre 40 y 200 cm.');

    await user.clear(waist);
    mock.answer('post', `/patients/${openmrsId}/tracking/weight`, 200, {
      heightCm: 160,
      entries: [{ day: '2026-11-23', weightKg: 62.5, waistCm: null, bmi: 24.4, source: 'bitacora' }],
    });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.queryByText('Escribe una medida entre 40 y 200 cm.')).not.toBeInTheDocument();
    await waitFor(() => expect(mock.calls('POST', '/tracking/weight').map((c) => c.body)).toEqual([{ weightKg: 62.5, waistCm: null }]));
  });
});
