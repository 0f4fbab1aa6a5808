import { readFileSync } from 'node:fs';
import path from 'node:path';
import jsan from 'jsan';
import type { ActionLogFile } from '../../src/actionLog/format';
import { logFromDevtools, toDevtools } from '../../src/actionLog/devtools';
import { replayLog } from '../../src/actionLog/replay';
import { unredactedParts } from '../../src/actionLog/redactionCheck';

const log = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/booking.json'), 'utf8')) as ActionLogFile;

/**
 * What the extension does with a file: its import parses the two strings with jsan; its export (page script)
 * writes the staged actions after its own init action and the committed state, each jsan-stringified.
 */
function throughTheExtension(file: { payload: string; preloadedState: string }) {
  const actions = jsan.parse(file.payload) as object[];
  const committedState = jsan.parse(file.preloadedState);
  return {
    exported: { payload: jsan.stringify(actions), preloadedState: jsan.stringify(committedState) },
    lifted: {
      actionsById: Object.fromEntries(
        [{ type: '@@INIT' }, ...actions].map((action, id) => [id, { type: 'PERFORM_ACTION', action, timestamp: 1_795_000_000_000 + id }]),
      ),
      stagedActionIds: [0, ...actions.map((_, i) => i + 1)],
      committedState,
    },
  };
}

describe('Redux DevTools files', () => {
  it('round-trip through the extension export to the same final hash, both of its formats', async () => {
    const { exported, lifted } = throughTheExtension(toDevtools(log));
    for (const file of [exported, lifted]) {
      const back = await logFromDevtools(file, (text) => jsan.parse(text));
      expect(back.actions.map((a) => a.type)).toEqual(log.actions.map((a) => a.type));
      expect(back.finalStateHash).toBe(log.finalStateHash);
      expect((await replayLog(back)).matches).toBe(true);
    }
  });

  it('redact what a tester typed into the extension, as the portal export does', async () => {
    const actions = JSON.parse(toDevtools(log).payload) as Array<Record<string, unknown>>;
    actions.push({
      type: 'session/loggedIn',
      payload: { token: 'tok-secreto', username: 'maria', roles: ['patient'], email: 'maria@example.mx' },
    });
    const back = await logFromDevtools({ payload: JSON.stringify(actions), preloadedState: JSON.stringify(log.initialState) }, JSON.parse);
    const text = JSON.stringify(back);
    expect(text).not.toContain('tok-secreto');
    expect(text).not.toContain('maria@example.mx');
    expect(unredactedParts(back)).toEqual([]);
  });

  it('refuse a file that is neither of the extension formats', async () => {
    await expect(logFromDevtools({ actions: [] }, JSON.parse)).rejects.toThrow('not a Redux DevTools export');
  });
});
