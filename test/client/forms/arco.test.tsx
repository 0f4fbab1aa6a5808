import { screen, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { renderModal } from '../renderModal';
import { dashboardServer, signedInSession } from '../dashboardApi';
import { ArcoSection } from '../../../src/features/privacy/ArcoSection';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.server.resetHandlers();
  mock.seen.length = 0;
});
afterAll(() => mock.server.close());

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the ARCO request form', () => {
  it('shows each error until its field is right and focuses the first wrong field', async () => {
    // A browser's file dialog can still pick any file ("All files"): the form checks the type itself.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    mock.answer('get', '/patients/:id/privacy/arco-requests', 200, [] as never);
    renderModal(<ArcoSection />, { preloadedState: { session: signedInSession() } });
    await screen.findByText('Aún no has presentado solicitudes');
    const form = screen.getByRole('form', { name: 'Nueva solicitud ARCO' });
    const kind = within(form).getByLabelText('Tipo de solicitud');
    const description = within(form).getByLabelText('Descripción');
    const file = within(form).getByLabelText('Archivo (opcional)');

    await user.upload(file, new NodeFile([new Uint8Array(16)], 'virus.exe', { type: 'application/octet-stream' }) as unknown as File);
    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(form).findByText('Selecciona el tipo de solicitud')).toBeInTheDocument();
    expect(kind).toHaveFocus();
    expect(errorOf(kind)).toBe('Selecciona el tipo de solicitud');
    expect(errorOf(description)).toBe('Describe tu solicitud');
    expect(errorOf(file)).toBe('Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, PNG, DOC, DOCX, TXT');

    await user.click(kind);
    await user.click(await screen.findByTitle('Acceso'));
    expect(within(form).queryByText('Selecciona el tipo de solicitud')).not.toBeInTheDocument();
    expect(kind).not.toHaveAttribute('aria-invalid');

    await user.click(description);
    await user.paste('Quiero una copia de mi expediente.');
    expect(within(form).queryByText('Describe tu solicitud')).not.toBeInTheDocument();
    expect(description).not.toHaveAttribute('aria-invalid');

    await user.upload(file, new NodeFile([new Uint8Array(16)], 'ine.pdf', { type: 'application/pdf' }) as unknown as File);
    expect(within(form).queryByText(/Tipo de archivo no permitido/)).not.toBeInTheDocument();
    expect(file).not.toHaveAttribute('aria-invalid');
    expect(mock.calls('POST', '/privacy/arco-requests')).toHaveLength(0);
  });
});
