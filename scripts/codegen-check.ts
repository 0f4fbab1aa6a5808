/**
 * Fails (exit 1) when any file `npm run codegen` writes (client endpoints, server types, shared facts on
 * both sides) is not what openapi.yaml generates today.
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
  console.log('generated client, server types and shared facts are up to date with openapi.yaml');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
