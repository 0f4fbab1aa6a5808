/**
 * Replays a tester's action log through the real reducers and checks the final state hash.
 *   npm run replay -- <log.json> [--until N] [--print]
 *   npm run replay -- <log.json> --save-as <name> [--force]   keep it as test/replay/fixtures/<name>.json
 *   npm run replay -- <log.json> --to-devtools <file>          write it for the Redux DevTools extension's import
 *   npm run replay -- --from-devtools <file> [--save-as …]     read what the extension exported
 * A fixture also keeps what each action changed (its trace), so when a later change makes it fail the replay
 * names the first action whose effect differs, and the slice and path.
 * Exit code 0 when the hash matches (or --until was given), 1 when it does not, 2 on bad input.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import jsan from 'jsan';
import { isActionLogFile, type ActionLogFile } from '../src/actionLog/format';
import { replayLog } from '../src/actionLog/replay';
import { unredactedParts } from '../src/actionLog/redactionCheck';
import { describeDivergence, firstDivergence, traceOf, type TraceStep } from '../src/actionLog/trace';
import { logFromDevtools, toDevtools } from '../src/actionLog/devtools';

const usage = 'usage: npm run replay -- <ella-action-log.json> [--until N] [--print] [--save-as NAME [--force]] [--to-devtools FILE]';
const fixturesDir = path.resolve(__dirname, '../test/replay/fixtures');

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

async function readLog(file: string | undefined, fromDevtools: string | undefined): Promise<ActionLogFile | string> {
  if (fromDevtools) return logFromDevtools(jsan.parse(readFileSync(fromDevtools, 'utf8')), (text) => jsan.parse(text));
  if (!file) return usage;
  const log = readJson(file);
  return isActionLogFile(log) ? log : `${file} is not an ella-action-log file`;
}

/** Checks, then writes the log with its trace as a fixture the replay suite runs from now on. */
function saveAs(log: ActionLogFile, name: string, force: boolean): number {
  if (!/^[a-z0-9][a-z0-9-]{0,60}$/.test(name)) {
    console.error(`not saved: a fixture's name is lower-case letters, digits and dashes (${name})`);
    return 2;
  }
  const unredacted = unredactedParts(log);
  if (unredacted.length) {
    console.error(`not saved: the log holds values the portal's export redacts, at ${unredacted.join(', ')}`);
    return 2;
  }
  const target = path.join(fixturesDir, `${name}.json`);
  if (existsSync(target) && !force) {
    console.error(`not saved: ${path.relative(process.cwd(), target)} exists (--force replaces it)`);
    return 2;
  }
  writeFileSync(target, `${JSON.stringify({ ...log, trace: traceOf(log) }, null, 2)}\n`);
  console.log(`saved as ${path.relative(process.cwd(), target)}: the replay suite runs it from now on`);
  return 0;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      until: { type: 'string' },
      print: { type: 'boolean' },
      'save-as': { type: 'string' },
      force: { type: 'boolean' },
      'to-devtools': { type: 'string' },
      'from-devtools': { type: 'string' },
    },
  });
  const until = values.until === undefined ? undefined : Number(values.until);
  if (until !== undefined && !Number.isInteger(until)) {
    console.error(usage);
    return 2;
  }
  const log = await readLog(positionals[0], values['from-devtools']);
  if (typeof log === 'string') {
    console.error(log);
    return 2;
  }
  const result = await replayLog(log, { until });
  if (values.print) {
    const { api: _api, ...appState } = result.state as unknown as Record<string, unknown>;
    console.log(JSON.stringify(appState, null, 2));
  }
  console.log(
    `actions: ${result.applied} of ${log.actions.length} replayed${log.dropped ? ` (${log.dropped} dropped before the log starts)` : ''}`,
  );
  console.log(`app version: ${log.appVersion}, recorded ${log.createdAt}`);
  console.log(`final state hash: ${result.hash}`);
  if (values['to-devtools']) {
    writeFileSync(values['to-devtools'], JSON.stringify(toDevtools(log), null, 2));
    console.log(`written for Redux DevTools (Import): ${values['to-devtools']}`);
  }
  if (until !== undefined) return 0;
  const recorded = (log as ActionLogFile & { trace?: TraceStep[] }).trace;
  const divergence = recorded ? firstDivergence(log, recorded) : null;
  if (divergence) console.log(describeDivergence(divergence));
  console.log(result.matches ? 'hash matches the recorded final state' : `hash DIFFERS from the recorded ${log.finalStateHash}`);
  if (!result.matches || divergence) return 1;
  return values['save-as'] ? saveAs(log, values['save-as'], values.force === true) : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
