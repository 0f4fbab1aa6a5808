/**
 * Fails (exit 1) when any file `npm run codegen` writes (the client's endpoints, common/'s types, facts and
 * formatters, the client's tokens) is not what openapi.yaml generates today.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderAll, root } from './codegen';

async function main(): Promise<void> {
  const stale: string[] = [];
  for (const [file, fresh] of Object.entries(await renderAll())) {
    const committed = path.join(root, file);
    if (!existsSync(committed) || readFileSync(committed, 'utf8') !== fresh) stale.push(file);
  }
  if (stale.length) {
    console.error(`stale: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  console.log('generated client endpoints, common/ and tokens are up to date with openapi.yaml');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
