import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { setupStore } from '../../../src/app/store';
import { loggedIn } from '../../../src/lib/events';
import { recoveryStarted } from '../../../src/features/auth/authSlice';
import { HelpModal } from '../../../src/features/help/HelpModal';
import { renderModal } from '../renderModal';
import { ActionLogShortcut } from '../../../src/actionLog/ExportShortcut';
import { isActionLogFile, type ActionLogFile } from '../../../src/actionLog/format';
import { replayLog } from '../../../src/actionLog/replay';

/** jsdom has no object URLs: keep the blob each download makes and the file name it is saved under. */
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

async function readLog(blob: Blob): Promise<ActionLogFile> {
  const text = await new Response(blob).text();
  const log: unknown = JSON.parse(text);
  expect(isActionLogFile(log)).toBe(true);
  return log as ActionLogFile;
}

describe('downloading the action log', () => {
  it('saves ella-action-log-<timestamp>.json when the help centre asks for it, sanitized and replayable', async () => {
    const downloads = captureDownloads();
    const store = setupStore();
    store.dispatch(loggedIn({ token: 'tok-secreto', username: 'maria', roles: ['patient'], email: 'maria@example.mx' }));
    renderModal(<HelpModal />, { store, open: { modal: 'help' } });

    const download = await screen.findByRole('button', { name: 'Descargar registro técnico' });
    // antd zooms the dialog in over a few frames after it appears: she clicks once it stands open.
    await waitFor(() => expect(download.closest('.ant-modal')).not.toHaveClass('ant-zoom-appear'));
    fireEvent.click(download);
    await waitFor(() => expect(downloads.saved).toHaveLength(1));

    expect(downloads.saved[0].name).toMatch(/^ella-action-log-\d{4}-\d{2}-\d{2}T[\d-]+Z\.json$/);
    const log = await readLog(downloads.saved[0].blob);
    expect(log).toMatchObject({ format: 'ella-action-log', version: 1, appVersion: expect.any(String), dropped: 0 });
    expect(JSON.stringify(log)).not.toMatch(/tok-secreto|maria@example\.mx/);
    expect((await replayLog(log)).hash).toBe(log.finalStateHash);
    downloads.restore();
  });

  it('saves the same log with Ctrl+Alt+L from any screen', async () => {
    const downloads = captureDownloads();
    const store = setupStore();
    store.dispatch(recoveryStarted());
    render(
      <Provider store={store}>
        <ActionLogShortcut />
      </Provider>,
    );

    fireEvent.keyDown(window, { key: 'l', ctrlKey: true, altKey: true });
    await waitFor(() => expect(downloads.saved).toHaveLength(1));

    const log = await readLog(downloads.saved[0].blob);
    expect(log.actions.map((a) => a.type)).toContain('auth/recoveryStarted');
    downloads.restore();
  });
});
