import { createHash } from 'node:crypto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../renderApp';
import { consentStatus, dashboardServer, findDialog, openmrsId, signedInSession } from '../dashboardApi';
import { modalOpened } from '../../../src/lib/modals';
import { privacyNotice } from '../../../src/api/privacyNotice';
import { PrivacyNotice } from '../../../src/features/onboarding/PrivacyNotice';

const mock = dashboardServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.server.close());

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the privacy notice', () => {
  it('shows exactly the text whose SHA-256 the contract declares', () => {
    const { container } = render(<PrivacyNotice />);
    const section = container.querySelector('section')!;
    // The text a patient reads, block by block, as the hash joins it: title and paragraphs, blank lines between.
    const shown = [...section.children].map((block) => block.textContent).join('\n\n');
    expect(sha256(shown)).toBe(privacyNotice.sha256);
    expect(section).toHaveAttribute('data-notice-version', privacyNotice.version);
  });
});

/**
 * Her consents with a new notice version pending; accepting it records a renewal and clears the pending
 * flag, as the server does. Returns the bodies she sent.
 */
function pendingRenewal(): unknown[] {
  let status = consentStatus({ pending: true });
  const accepted: unknown[] = [];
  mock.server.use(
    http.get('*/api/patients/:id/consents', () => HttpResponse.json(status)),
    http.post('*/api/patients/:id/consents', async ({ request }) => {
      const body = (await request.json()) as { noticeVersion: string; noticeSha256: string };
      accepted.push(body);
      const record = {
        kind: 'renewal',
        ...body,
        acceptedAt: '2027-01-16T15:00:00.000Z',
        clientAddress: '203.0.113.7',
        signatureSha256: null,
      };
      status = { ...status, pending: false, consents: [record as never, ...status.consents] };
      return HttpResponse.json(record, { status: 201 });
    }),
  );
  return accepted;
}

describe('a new notice version at sign-in', () => {
  it('shows the new notice before the dashboard, and the dashboard once she accepts it', async () => {
    const accepted = pendingRenewal();
    renderApp('/dashboard', { preloadedState: { session: signedInSession() } });
    expect(await screen.findByRole('heading', { name: 'Actualizamos nuestro aviso de privacidad' })).toBeInTheDocument();
    expect(screen.getByText('Nuevo párrafo.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Consultas' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Aceptar y continuar' });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByLabelText('He leído y acepto el aviso de privacidad'));
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Consultas' })).toBeInTheDocument();
    expect(accepted).toEqual([{ noticeVersion: '2027-01-15', noticeSha256: 'c'.repeat(64) }]);
  });

  it('shows the new notice instead of a page whose frame came in the HTML, and that page once she accepts it', async () => {
    pendingRenewal();
    renderApp('/form/suscripcion', { preloadedState: { session: signedInSession() } });
    expect(await screen.findByRole('heading', { name: 'Actualizamos nuestro aviso de privacidad' })).toBeInTheDocument();
    // The frame (the plans page's heading) gives way: the notice comes before any other screen.
    expect(screen.queryByRole('heading', { name: 'Suscripción' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('He leído y acepto el aviso de privacidad'));
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar y continuar' }));
    expect(await screen.findByRole('button', { name: 'PAGAR' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Suscripción', level: 1 })).toHaveLength(1);
  });

  it('lets her through when the check itself fails', async () => {
    mock.server.use(http.get('*/api/patients/:id/consents', () => HttpResponse.json({ message: 'Error del servidor.' }, { status: 500 })));
    renderApp('/dashboard', { preloadedState: { session: signedInSession() } });
    expect(await screen.findByRole('heading', { name: 'Consultas' })).toBeInTheDocument();
  });
});

describe('Mi cuenta', () => {
  it('lists the notice versions she accepted, how and when, newest first', async () => {
    const { store } = renderApp('/dashboard', { preloadedState: { session: signedInSession() } });
    await screen.findByRole('heading', { name: 'Consultas' });
    act(() => store.dispatch(modalOpened({ modal: 'account' })));
    const dialog = await findDialog('Mi cuenta');
    const section = await within(dialog).findByRole('region', { name: 'Aviso de privacidad aceptado' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(`Versión ${privacyNotice.version} · Con tu firma digital`),
      expect.stringContaining(`Versión ${privacyNotice.version} · Al crear tu cuenta`),
    ]);
    expect(items[0]).toHaveTextContent('Vigente');
    expect(items[0]).toHaveTextContent(/1 de noviembre de 2026/);
    await waitFor(() => expect(mock.calls('GET', `/api/patients/${openmrsId}/consents`).length).toBeGreaterThan(0));
  });
});
