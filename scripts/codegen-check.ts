/**
 * Fails (exit 1) when any file `npm run codegen` writes (the client's endpoints, common/'s types, facts and
 * formatters, the client's tokens) is not what openapi.yaml generates today, or when openapi.yaml breaks
 * clients already deployed without a new major info.version and its changelog section (contractRelease.ts).
 * `--contract <dir>` checks the contract files of another folder (its openapi.yaml and contract/) instead
 * of this repository's: the tests' temp copies.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderAll, root } from './codegen';
import { checkContract } from './contractRelease';

async function main(): Promise<void> {
  const flag = process.argv.indexOf('--contract');
  const contractDir = flag >= 0 ? path.resolve(process.argv[flag + 1]) : root;
  const contract = checkContract(contractDir);
  for (const line of contract.lines) (contract.problems.length ? console.error : console.log)(line);

  const stale: string[] = [];
  for (const [file, fresh] of Object.entries(await renderAll())) {
    const committed = path.join(root, file);
    if (!existsSync(committed) || readFileSync(committed, 'utf8') !== fresh) stale.push(file);
  }
  if (stale.length) console.error(`stale: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`);
  if (stale.length || contract.problems.length) process.exit(1);
  console.log('generated client endpoints, common/ and tokens are up to date with openapi.yaml');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
