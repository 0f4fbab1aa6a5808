/**
 * Fails (exit 1) when src/api/portalApi.gen.ts is not what openapi.yaml generates today.
 * Generates beside the real file, so relative imports come out identical, then compares.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import config from '../codegen.config';

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '..');
  process.chdir(root);
  const committed = path.join(root, 'src/api/portalApi.gen.ts');
  const probe = path.join(root, 'src/api/.portalApi.check.gen.ts');
  try {
    await generateEndpoints({ ...config, outputFile: probe } as never);
    const fresh = readFileSync(probe, 'utf8');
    const current = readFileSync(committed, 'utf8');
    if (fresh !== current) {
      console.error('src/api/portalApi.gen.ts is stale: run `npm run codegen` and commit the result.');
      process.exit(1);
    }
    console.log('generated API is up to date with openapi.yaml');
  } finally {
    rmSync(probe, { force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
