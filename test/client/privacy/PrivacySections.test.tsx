import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { renderModal } from '../renderModal';
import { dashboardServer, findDialog, signedInSession } from '../dashboardApi';
import { AccountModalWithSections } from '../../../src/app/accountSections';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.server.resetHandlers();
  mock.seen.length = 0;
});
afterAll(() => mock.server.close());

const answered = {
  id: '44444444-4444-4444-8444-444444444444',
  folio: 7,
  kind: 'rectificacion',
  description: 'Mi fecha de nacimiento está mal.',
  status: 'procedente',
  filedAt: '2026-11-20T16:00:00.000Z',
  answerDue: '2026-12-18',
  answer: 'Corregiremos tu fecha de nacimiento.',
  answeredAt: '2026-11-23T16:00:00.000Z',
  carryOutDue: '2026-12-14',
  carriedOutAt: null,
  attachment: { uuid: '55555555-5555-4555-8555-555555555555', fileName: 'acta.pdf' },
};
const staffRead = {
  at: '2026-11-23T16:00:00.000Z',
  actorKind: 'staff',
  actor: 'dra.ruiz',
  tool: 'npm run staff -- arco answer',
  action: 'read',
  what: 'Tu solicitud ARCO folio 7 (respuesta)',
};

/** jsdom has no object URLs: keep the blob a download makes and the name it is saved under. */
function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  let pending: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      pending = blob;
      return 'blob:ella-test';
    },
    revokeObjectURL: () => {},
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: pending! });
  });
  return { saved, restore: () => click.mockRestore() };
}

async function openAccount(cases: unknown[] = [], log: unknown[] = []) {
  mock.answer('get', '/patients/:id/privacy/arco-requests', 200, cases as never);
  mock.answer('get', '/patients/:id/privacy/access-log', 200, log as never);
  renderModal(<AccountModalWithSections />, { preloadedState: { session: signedInSession() }, open: { modal: 'account' } });
  const dialog = await findDialog('Mi cuenta');
  await within(dialog).findByRole('heading', { name: 'Quién consultó mi expediente' });
  return dialog;
}

describe('Mi cuenta: her data and rights', () => {
  it("shows her ARCO cases with the deadline and the clinic's answer, and who looked at her file", async () => {
    const dialog = await openAccount([answered], [staffRead]);
    const cases = await within(dialog).findByRole('list', { name: 'Mis solicitudes ARCO' });
    const item = within(cases).getByRole('listitem', { name: 'Solicitud folio 7' });
    expect(item).toHaveTextContent('Rectificación · folio 7');
    expect(item).toHaveTextContent('Procedente');
    expect(item).toHaveTextContent('se hará efectiva a más tardar el 14 de diciembre de 2026');
    expect(item).toHaveTextContent('Adjunto: acta.pdf');
    expect(item).toHaveTextContent('Corregiremos tu fecha de nacimiento.');
    const log = await within(dialog).findByRole('list', { name: 'Registro de accesos' });
    expect(log).toHaveTextContent('Consulta: Tu solicitud ARCO folio 7 (respuesta)');
    expect(log).toHaveTextContent('Personal de la clínica (dra.ruiz) · npm run staff -- arco answer');
  });

  it('files an ARCO request as a form with its attachment and says by when the clinic answers', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openAccount();
    await within(dialog).findByText('Aún no has presentado solicitudes');
    const form = within(dialog).getByRole('form', { name: 'Nueva solicitud ARCO' });
    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(form).findByText('Selecciona el tipo de solicitud')).toBeInTheDocument();
    expect(within(form).getByText('Describe tu solicitud')).toBeInTheDocument();
    expect(mock.calls('POST', '/privacy/arco-requests')).toHaveLength(0);

    await user.click(within(form).getByLabelText('Tipo de solicitud'));
    await user.click(await screen.findByTitle('Cancelación'));
    expect(await within(form).findByText(/NOM-004-SSA3-2012/)).toBeInTheDocument();
    await user.click(within(form).getByLabelText('Descripción'));
    await user.paste('Quiero cancelar mi cuenta.');
    await user.upload(
      within(form).getByLabelText('Archivo (opcional)'),
      new NodeFile([new Uint8Array(16)], 'ine.pdf', { type: 'application/pdf' }) as unknown as File,
    );
    mock.answer('post', '/patients/:id/privacy/arco-requests', 201, {
      ...answered,
      kind: 'cancelacion',
      status: 'recibida',
      answer: null,
      answeredAt: null,
      carryOutDue: null,
      answerDue: '2026-12-22',
    });
    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Folio 7. Te responderemos a más tardar el 22 de diciembre de 2026.')).toBeInTheDocument();
    expect(mock.calls('POST', '/privacy/arco-requests')[0].body).toEqual({
      kind: 'cancelacion',
      description: 'Quiero cancelar mi cuenta.',
      file: { name: 'ine.pdf', size: 16 },
    });
  });

  it('saves the file the server exports under its name', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    const dialog = await openAccount();
    mock.answer('post', '/patients/:id/privacy/exports', 200, {
      fileName: 'mis-datos-espacios-ella-2026-11-23T15-00-00.fhir.json',
      mediaType: 'application/fhir+json',
      content: '{"resourceType":"Bundle"}',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Descargar en FHIR R4' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0].name).toBe('mis-datos-espacios-ella-2026-11-23T15-00-00.fhir.json');
    expect(await new Response(downloads.saved[0].blob).text()).toBe('{"resourceType":"Bundle"}');
    expect(mock.calls('POST', '/privacy/exports')[0].body).toEqual({ format: 'fhir' });
    downloads.restore();
  });
});
