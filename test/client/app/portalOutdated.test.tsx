import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiErrorCodes, apiMessages, newVersionNotice } from '../../../common/apiMessages';
import { contractVersion } from '../../../common/facts.gen';
import { api } from '../../../src/api';
import { setupStore } from '../../../src/app/store';
import { buildActionLog } from '../../../src/actionLog/exportLog';
import { replayLog } from '../../../src/actionLog/replay';
import { contractServer } from '../msw';
import { renderApp } from '../renderApp';

/**
 * A portal whose contract the server no longer answers (server/http/contractVersion.ts) is told so with
 * 426: the page replaces whatever it shows with the notice of a new version and its reload link.
 */
const sent: Array<string | null> = [];
const server = contractServer(
  http.get('*/api/payments/plans', ({ request }) => {
    sent.push(request.headers.get('x-contract-version'));
    return HttpResponse.json({ message: apiMessages.portalOutdated, code: apiErrorCodes.contractRetired }, { status: 426 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a portal older than the server’s contract', () => {
  it('sends its contract version and, answered 426, shows the new-version notice in place of the page', async () => {
    const store = setupStore();
    renderApp('/pagina', { store, routes: [{ path: '/pagina', element: <h1>Mi página</h1> }] });
    expect(screen.getByRole('heading', { name: 'Mi página' })).toBeInTheDocument();

    await act(() => store.dispatch(api.endpoints.listPlans.initiate()));

    expect(sent).toEqual([contractVersion]);
    expect(await screen.findByRole('heading', { name: newVersionNotice.title })).toBeInTheDocument();
    expect(screen.getByText(newVersionNotice.action)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a cargar' })).toHaveAttribute('href', window.location.href);
    expect(screen.queryByRole('heading', { name: 'Mi página' })).toBeNull();
  });

  it('records one event for it, which a replay of her log folds into the notice', async () => {
    const store = setupStore();
    await act(() => store.dispatch(api.endpoints.listPlans.initiate()));
    await act(() => store.dispatch(api.endpoints.listPlans.initiate(undefined, { forceRefetch: true })));
    const retired = store.recorder.entries().filter((entry) => entry.type === 'portal/contractRetired');
    expect(retired).toHaveLength(1);

    const replayed = await replayLog(JSON.parse(JSON.stringify(await buildActionLog(store.recorder, store.getState()))));
    expect(replayed.matches).toBe(true);
    expect(replayed.state.portal.outdated).toBe(true);
  });
});
