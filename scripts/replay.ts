/**
 * Replays a tester's action log through the real reducers and checks the final state hash.
 *   npm run replay -- <file> [--until N] [--print]
 * Exit code 0 when the hash matches (or --until was given), 1 when it does not, 2 on bad input.
 */
import { readFileSync } from 'node:fs';
import { isActionLogFile } from '../src/actionLog/format';
import { replayLog } from '../src/actionLog/replay';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--until');
  const untilIndex = args.indexOf('--until');
  const until = untilIndex >= 0 ? Number(args[untilIndex + 1]) : undefined;
  if (!file || (until !== undefined && !Number.isInteger(until))) {
    console.error('usage: npm run replay -- <ella-action-log.json> [--until N] [--print]');
    return 2;
  }
  const log: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isActionLogFile(log)) {
    console.error(`${file} is not an ella-action-log file`);
    return 2;
  }
  const result = await replayLog(log, { until });
  if (args.includes('--print')) {
    const { api: _api, ...appState } = result.state as unknown as Record<string, unknown>;
    console.log(JSON.stringify(appState, null, 2));
  }
  console.log(
    `actions: ${result.applied} of ${log.actions.length} replayed${log.dropped ? ` (${log.dropped} dropped before the log starts)` : ''}`,
  );
  console.log(`app version: ${log.appVersion}, recorded ${log.createdAt}`);
  console.log(`final state hash: ${result.hash}`);
  if (until !== undefined) return 0;
  console.log(result.matches ? 'hash matches the recorded final state' : `hash DIFFERS from the recorded ${log.finalStateHash}`);
  return result.matches ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
