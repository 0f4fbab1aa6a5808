import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { renderModal } from '../renderModal';
import { dashboardServer, findDialog, signedInSession } from '../dashboardApi';
import { HelpModal } from '../../../src/features/help/HelpModal';
import type { SessionState } from '../../../src/lib/session';
import { isActionLogFile } from '../../../src/actionLog/format';
import { replayLog } from '../../../src/actionLog/replay';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.server.resetHandlers();
  mock.seen.length = 0;
});
afterAll(() => mock.server.close());

type User = ReturnType<typeof userEvent.setup>;

/** The help centre alone, opened by the same event as the side panel's Ayuda (tested once below on the dashboard). */
async function openHelp(session: Partial<SessionState> = {}) {
  renderModal(<HelpModal />, { preloadedState: { session: signedInSession(session) }, open: { modal: 'help' } });
  return findDialog('Centro de ayuda');
}

async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  if (value) await user.paste(value);
}

async function chooseSubject(user: User, form: HTMLElement, label: string) {
  await user.click(within(form).getByLabelText('Asunto'));
  await user.click(await screen.findByTitle(label));
}

const helpForm = (dialog: HTMLElement) => within(dialog).getByRole('form', { name: 'Enviar un mensaje de ayuda' });

describe('the help centre on the dashboard', () => {
  it('opens from Ayuda in the side panel with the help message form', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/dashboard', { preloadedState: { session: signedInSession() } });
    const panel = await screen.findByRole('navigation', { name: 'Mi cuenta' });
    await user.click(within(panel).getByRole('button', { name: 'Ayuda' }));
    const dialog = await findDialog('Centro de ayuda');
    expect(within(dialog).getByRole('form', { name: 'Enviar un mensaje de ayuda' })).toBeInTheDocument();
  });
});

describe('the help message', () => {
  it('offers the six subjects', async () => {
    const user = userEvent.setup({ delay: null });
    const form = helpForm(await openHelp());
    await user.click(within(form).getByLabelText('Asunto'));
    for (const label of ['Problema técnico', 'Mi cuenta', 'Citas', 'Recetas', 'Información general', 'Otro']) {
      expect(await screen.findByTitle(label)).toBeInTheDocument();
    }
  });

  it.each(['Nombre', 'Correo electrónico', 'Asunto', 'Mensaje'])(
    'requires %s with Por favor completa todos los campos and sends nothing',
    async (missing) => {
      const user = userEvent.setup({ delay: null });
      const form = helpForm(await openHelp());
      if (missing !== 'Asunto') await chooseSubject(user, form, 'Citas');
      if (missing !== 'Mensaje') await fill(user, within(form).getByLabelText('Mensaje'), 'No encuentro la liga de mi consulta.');
      if (missing === 'Nombre' || missing === 'Correo electrónico') await fill(user, within(form).getByLabelText(missing), '');
      await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
      expect(await within(form).findByText('Por favor completa todos los campos')).toBeInTheDocument();
      expect(within(form).getAllByText('Campo obligatorio')).toHaveLength(1);
      expect(mock.calls('POST', '/help/messages')).toHaveLength(0);
    },
  );

  it('sends name, e-mail, subject and message, says ¡Mensaje enviado! and clears the message', async () => {
    const user = userEvent.setup({ delay: null });
    const form = helpForm(await openHelp());
    expect(within(form).getByLabelText('Nombre')).toHaveValue('Lucía Hernández Ramírez');
    expect(within(form).getByLabelText('Correo electrónico')).toHaveValue('lucia@example.mx');
    await chooseSubject(user, form, 'Recetas');
    await fill(user, within(form).getByLabelText('Mensaje'), 'No me llegó mi receta.');
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('¡Mensaje enviado!')).toBeInTheDocument();
    expect(mock.calls('POST', '/help/messages')[0].body).toEqual({
      name: 'Lucía Hernández Ramírez',
      email: 'lucia@example.mx',
      subject: 'receta',
      message: 'No me llegó mi receta.',
    });
    expect(within(form).getByLabelText('Mensaje')).toHaveValue('');
  });

  it("offers 'Adjuntar registro técnico' unticked, explained in one sentence, and sends no log unless she ticks it", async () => {
    const form = helpForm(await openHelp());
    const attach = within(form).getByRole('checkbox', { name: 'Adjuntar registro técnico' });
    expect(attach).not.toBeChecked();
    expect(attach).toHaveAccessibleDescription(
      'Incluye un registro de lo que hiciste en el portal, sin tus datos personales, para que soporte pueda ver el problema.',
    );
  });

  it('attaches the redacted action log when she ticks it: the same export as Ctrl+Alt+L, replayable, without her data', async () => {
    const user = userEvent.setup({ delay: null });
    const form = helpForm(await openHelp());
    await chooseSubject(user, form, 'Problema técnico');
    await fill(user, within(form).getByLabelText('Mensaje'), 'El botón de pagar no responde.');
    await user.click(within(form).getByRole('checkbox', { name: 'Adjuntar registro técnico' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('¡Mensaje enviado!')).toBeInTheDocument();

    const body = mock.calls('POST', '/help/messages')[0].body as Record<string, string>;
    expect(body).toMatchObject({
      name: 'Lucía Hernández Ramírez',
      email: 'lucia@example.mx',
      subject: 'tecnico',
      message: 'El botón de pagar no responde.',
    });
    const log = JSON.parse(body.technicalLog);
    expect(isActionLogFile(log)).toBe(true);
    expect(log.actions.map((a: { type: string }) => a.type)).toContain('help/messageSubmitted');
    expect(body.technicalLog).not.toMatch(/lucia@example\.mx|Lucía|El botón de pagar/);
    expect((await replayLog(log)).hash).toBe(log.finalStateHash);
    // The box is unticked again for the next message.
    expect(within(form).getByRole('checkbox', { name: 'Adjuntar registro técnico' })).not.toBeChecked();
  });

  it('says the message could not be sent and keeps it when the server fails', async () => {
    mock.answer('post', '/help/messages', 500, { message: 'Error del servidor. Por favor intenta nuevamente más tarde.' });
    const user = userEvent.setup({ delay: null });
    const form = helpForm(await openHelp());
    await chooseSubject(user, form, 'Otro');
    await fill(user, within(form).getByLabelText('Mensaje'), 'Hola');
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('No se pudo enviar el mensaje. Por favor intenta nuevamente.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Mensaje')).toHaveValue('Hola');
  });

  it('asks for a valid e-mail address', async () => {
    const user = userEvent.setup({ delay: null });
    const form = helpForm(await openHelp());
    await fill(user, within(form).getByLabelText('Correo electrónico'), 'lucia@');
    await chooseSubject(user, form, 'Citas');
    await fill(user, within(form).getByLabelText('Mensaje'), 'Hola');
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(form).findByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    expect(mock.calls('POST', '/help/messages')).toHaveLength(0);
  });
});

describe('the contact form', () => {
  async function openContact(user: User) {
    const dialog = await openHelp();
    await user.click(within(dialog).getByRole('tab', { name: 'Contacto' }));
    return within(dialog).getByRole('form', { name: 'Formulario de contacto' });
  }

  it('sends the contact form and accepts the server’s plain-text answer', async () => {
    const user = userEvent.setup({ delay: null });
    const form = await openContact(user);
    await fill(user, within(form).getByLabelText('Mensaje'), 'Quisiera información sobre el plan mensual.');
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mensaje recibido')).toBeInTheDocument();
    expect(mock.calls('POST', '/contact')[0].body).toEqual({
      name: 'Lucía Hernández Ramírez',
      email: 'lucia@example.mx',
      phoneNumber: '5512345678',
      message: 'Quisiera información sobre el plan mensual.',
    });
  });

  it('requires a message and sends nothing without it', async () => {
    const user = userEvent.setup({ delay: null });
    const form = await openContact(user);
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText('Por favor completa todos los campos obligatorios')).toBeInTheDocument();
    expect(mock.calls('POST', '/contact')).toHaveLength(0);
  });

  it('says Error {status}: No se pudo enviar el formulario de contacto when the server fails', async () => {
    mock.answer('post', '/contact', 500, { message: 'Error del servidor. Por favor intenta nuevamente más tarde.' });
    const user = userEvent.setup({ delay: null });
    const form = await openContact(user);
    await fill(user, within(form).getByLabelText('Mensaje'), 'Hola');
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Error 500: No se pudo enviar el formulario de contacto')).toBeInTheDocument();
    expect(within(form).getByLabelText('Mensaje')).toHaveValue('Hola');
  });
});
