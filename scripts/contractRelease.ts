/**
 * The released contract: what the clients already in patients' browsers were generated from.
 * - `checkContract(dir)`: openapi.yaml against contract/released.openapi.yaml, per operation
 *   (scripts/contractDiff.ts), and whether it may ship (`npm run codegen` prints it, `codegen:check`
 *   fails on its problems).
 * - `npm run contract:release`: after the same check, makes today's openapi.yaml the released contract.
 *   Run it when a build of the portal ships; a changed contract needs a new info.version first.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { formatChange, judgeContract, type ReleaseVerdict } from './contractDiff';

export const contractFiles = {
  spec: 'openapi.yaml',
  released: 'contract/released.openapi.yaml',
  changelog: 'contract/CHANGELOG.md',
} as const;

export interface ContractCheck extends ReleaseVerdict {
  releasedVersion: string;
  version: string;
  /** The report, one line per change, then one per problem. */
  lines: string[];
}

export function checkContract(dir: string): ContractCheck {
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const released = parse(read(contractFiles.released)) as { info?: { version?: string } };
  const current = parse(read(contractFiles.spec)) as { info?: { version?: string } };
  const verdict = judgeContract(released as never, current as never, read(contractFiles.changelog));
  const releasedVersion = released.info?.version ?? '?';
  const version = current.info?.version ?? '?';
  const lines = [
    verdict.changes.length
      ? `contract ${version} against released ${releasedVersion}: ${verdict.changes.length} change(s), ${verdict.breaking.length} breaking for clients already deployed`
      : `contract ${version}: no change since released ${releasedVersion}`,
    ...verdict.changes.map((c) => `  ${formatChange(c)}`),
    ...verdict.problems.map((p) => `refused: ${p}`),
  ];
  return { ...verdict, releasedVersion, version, lines };
}

export function release(dir: string): number {
  const check = checkContract(dir);
  for (const line of check.lines) console.log(line);
  if (check.problems.length) return 1;
  if (check.changes.length && check.version === check.releasedVersion) {
    console.error(`refused: the contract changed since ${check.releasedVersion}; give info.version a new number first`);
    return 1;
  }
  copyFileSync(path.join(dir, contractFiles.spec), path.join(dir, contractFiles.released));
  console.log(`released contract ${check.version} (${contractFiles.released})`);
  return 0;
}

if (require.main === module) process.exit(release(path.resolve(__dirname, '..')));
