import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupStore } from '../../../src/app/store';
import { api } from '../../../src/api';
import ReplayViewer from '../../../src/actionLog/viewer/ReplayViewer';
import { NETWORK_OFF_MESSAGE, switchNetworkOff } from '../../../src/actionLog/viewer/networkGuard';
import { positionOfSeq, statesOf } from '../../../src/actionLog/viewer/replaySteps';
import { hashState } from '../../../src/actionLog/format';
import { sanitizeState } from '../../../src/actionLog/sanitizer';

const fixture = path.join(__dirname, '../../replay/fixtures/deep-link-before-login.json');
const logText = readFileSync(fixture, 'utf8');

describe('replay viewer', () => {
  it('keeps every request in the browser while the network is switched off', async () => {
    const realFetch = jest.fn(globalThis.fetch);
    globalThis.fetch = realFetch;
    const restore = switchNetworkOff();
    const store = setupStore();
    const result = await store.dispatch(api.endpoints.listServices.initiate());
    restore();
    expect(realFetch).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', error: expect.stringContaining(NETWORK_OFF_MESSAGE) });
    expect(globalThis.fetch).toBe(realFetch);
  });

  it('steps through the states of a log and ends on the recorded hash', async () => {
    const log = JSON.parse(logText);
    const states = statesOf(log);
    expect(states).toHaveLength(log.actions.length + 1);
    expect(await hashState(sanitizeState(states.at(-1)))).toBe(log.finalStateHash);
    expect(positionOfSeq(log, 9)).toBe(9);
    expect(states[positionOfSeq(log, 9)].appointments.pendingAppointmentParams).toBeNull();
    expect(states[positionOfSeq(log, 10)].appointments.pendingAppointmentParams).toMatchObject({ open: true });
  });

  it('loads a log file and renders the real login page from the replayed state, step by step', async () => {
    render(<ReplayViewer />);
    const file = new File([logText], 'ella-action-log.json', { type: 'application/json' });
    fireEvent.change(screen.getByLabelText(/Registro técnico/), { target: { files: [file] } });

    const position = await screen.findByTestId('replay-position', {}, { timeout: 3000 });
    expect(position).toHaveTextContent('seq 10 · appointments/deepLinkSaved (10/10)');
    // Signed out, the payment return she followed sent her to the login screen, its query kept (sanitized).
    expect(screen.getByTestId('replay-route')).toHaveTextContent(
      '/onboarding?session_id=cs_test_abcdefghijkl&plan=primera&agendar=1&servicio=%5Btext%5D',
    );
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByTestId('replay-position')).toHaveTextContent('(9/10)');
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByTestId('replay-route')).toHaveTextContent('/pago-exitoso?session_id=cs_test_abcdefghijkl');
    fireEvent.change(screen.getByLabelText('seq'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ir a seq' }));
    await waitFor(() => expect(screen.getByTestId('replay-position')).toHaveTextContent('estado inicial (0/10)'));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByTestId('replay-position')).toHaveTextContent('seq 1 ·');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});
