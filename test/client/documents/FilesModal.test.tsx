import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { renderModal } from '../renderModal';
import { dashboardServer, findDialog, signedInSession } from '../dashboardApi';
import { FilesModal } from '../../../src/features/documents/FilesModal';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.server.resetHandlers();
  mock.seen.length = 0;
});
afterAll(() => mock.server.close());

const stored = {
  uuid: '33333333-3333-4333-8333-333333333333',
  fileName: 'estudios-sangre.pdf',
  documentType: 'ginecologia',
  description: 'Perfil hormonal',
  sizeBytes: 204800,
  mimeType: 'application/pdf',
  uploadedAt: '2026-11-20T16:00:00.000Z',
};

/** userEvent honours `accept` by default; a patient can still pick "all files" in the dialog. */
const setupUser = () => userEvent.setup({ delay: null, applyAccept: false });

/** The modal alone, opened by the same event as the side panel's button (tested once below on the dashboard). */
async function openFiles() {
  renderModal(<FilesModal />, { preloadedState: { session: signedInSession() }, open: { modal: 'files' } });
  return findDialog('Compartir Archivos');
}

async function chooseType(user: ReturnType<typeof setupUser>, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByLabelText('Tipo de documento'));
  await user.click(await screen.findByTitle(label));
}

/** Node's File: the fetch FormData of jest-fixed-jsdom refuses jsdom's, as browsers never mix the two. */
const pdf = (name = 'analisis.pdf', size = 1024) =>
  new NodeFile([new Uint8Array(size)], name, { type: 'application/pdf' }) as unknown as File;

describe('Compartir Archivos on the dashboard', () => {
  it('opens from the side panel with the upload form and her shared documents', async () => {
    mock.answer('get', '/patients/:id/documents', 200, [stored]);
    const user = setupUser();
    renderApp('/dashboard', { preloadedState: { session: signedInSession() } });
    const panel = await screen.findByRole('navigation', { name: 'Mi cuenta' });
    await user.click(within(panel).getByRole('button', { name: 'Compartir Archivos' }));
    const dialog = await findDialog('Compartir Archivos');
    expect(within(dialog).getByRole('button', { name: 'Subir expediente' })).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Archivos compartidos' });
    expect(within(list).getByText('estudios-sangre.pdf')).toBeInTheDocument();
  });
});

describe('Compartir Archivos', () => {
  it('lists the documents she has shared with their type and description', async () => {
    mock.answer('get', '/patients/:id/documents', 200, [stored]);
    const dialog = await openFiles();
    const list = await within(dialog).findByRole('list', { name: 'Archivos compartidos' });
    expect(within(list).getByText('estudios-sangre.pdf')).toBeInTheDocument();
    expect(within(list).getByText(/Ginecología · 200 KB · 20 de noviembre de 2026/)).toBeInTheDocument();
    expect(within(list).getByText('Perfil hormonal')).toBeInTheDocument();
  });

  it('requires a document type and a file and sends nothing without them', async () => {
    const user = setupUser();
    const dialog = await openFiles();
    await user.click(within(dialog).getByRole('button', { name: 'Subir expediente' }));
    expect(await within(dialog).findByText('Selecciona el tipo de documento')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecciona un archivo')).toBeInTheDocument();
    expect(mock.calls('POST', '/documents')).toHaveLength(0);
  });

  it('rejects an .exe with the accepted formats and does not send it', async () => {
    const user = setupUser();
    const dialog = await openFiles();
    await chooseType(user, dialog, 'General');
    await user.upload(
      within(dialog).getByLabelText('Archivo'),
      new File([new Uint8Array(64)], 'setup.exe', { type: 'application/x-msdownload' }),
    );
    expect(
      await within(dialog).findByText('Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, PNG, DOC, DOCX, TXT'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Subir expediente' }));
    expect(mock.calls('POST', '/documents')).toHaveLength(0);
  });

  it('rejects an .exe by its name when the browser gives it no type', async () => {
    const user = setupUser();
    const dialog = await openFiles();
    await user.upload(within(dialog).getByLabelText('Archivo'), new File([new Uint8Array(64)], 'setup.exe', { type: '' }));
    expect(
      await within(dialog).findByText('Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, PNG, DOC, DOCX, TXT'),
    ).toBeInTheDocument();
  });

  it('rejects a file of 10,485,761 bytes as too large and does not send it', async () => {
    const user = setupUser();
    const dialog = await openFiles();
    await chooseType(user, dialog, 'Nutrición');
    await user.upload(within(dialog).getByLabelText('Archivo'), pdf('grande.pdf', 10_485_761));
    expect(await within(dialog).findByText('El archivo es demasiado grande. Tamaño máximo: 10MB')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Subir expediente' }));
    expect(mock.calls('POST', '/documents')).toHaveLength(0);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const user = setupUser();
    const dialog = await openFiles();
    await user.upload(within(dialog).getByLabelText('Archivo'), pdf('justo.pdf', 10_485_760));
    expect(await within(dialog).findByText('justo.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('PDF, JPG, PNG, DOC, DOCX o TXT; hasta 10 MB.')).toBeInTheDocument();
    expect(within(dialog).queryByText('El archivo es demasiado grande. Tamaño máximo: 10MB')).toBeNull();
  });

  it('uploads type, file and description as a form, says Expediente subido correctamente and lists it', async () => {
    const user = setupUser();
    const dialog = await openFiles();
    await waitFor(() => expect(mock.calls('GET', '/documents')).toHaveLength(1));
    await chooseType(user, dialog, 'Salud mental');
    await user.upload(within(dialog).getByLabelText('Archivo'), pdf());
    await user.click(within(dialog).getByLabelText('Descripción (opcional)'));
    await user.paste('Resultados de marzo');
    mock.answer('get', '/patients/:id/documents', 200, [{ ...stored, fileName: 'analisis.pdf', documentType: 'salud_mental' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Subir expediente' }));
    expect(await screen.findByText('Expediente subido correctamente')).toBeInTheDocument();
    expect(mock.calls('POST', '/documents')[0].body).toEqual({
      documentType: 'salud_mental',
      description: 'Resultados de marzo',
      file: { name: 'analisis.pdf', size: 1024 },
    });
    expect(await within(dialog).findByText('analisis.pdf')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Descripción (opcional)')).toHaveValue('');
  });

  it('shows the server message when the upload is refused and keeps her choices', async () => {
    mock.answer('post', '/patients/:id/documents', 415, {
      message: 'Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, PNG, DOC, DOCX, TXT',
    });
    const user = setupUser();
    const dialog = await openFiles();
    await chooseType(user, dialog, 'General');
    await user.upload(within(dialog).getByLabelText('Archivo'), pdf('falso.pdf'));
    await user.click(within(dialog).getByLabelText('Descripción (opcional)'));
    await user.paste('Mi estudio');
    await user.click(within(dialog).getByRole('button', { name: 'Subir expediente' }));
    expect(await screen.findByText('Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, PNG, DOC, DOCX, TXT')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Descripción (opcional)')).toHaveValue('Mi estudio');
  });

  it('says Error al subir el expediente when the server gives no message', async () => {
    mock.answer('post', '/patients/:id/documents', 500, undefined, 'a bare 500, as from a proxy');
    const user = setupUser();
    const dialog = await openFiles();
    await chooseType(user, dialog, 'General');
    await user.upload(within(dialog).getByLabelText('Archivo'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Subir expediente' }));
    expect(await screen.findByText('Error al subir el expediente')).toBeInTheDocument();
  });
});
