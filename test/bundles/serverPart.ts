import { readdirSync } from 'node:fs';
import path from 'node:path';
import { serverTestsHere } from '../jest.config';

/**
 * `npm test` runs the server project's test files in a few bundles (ELLA_TEST_BUNDLES=1, test/jest.config.ts)
 * instead of one by one: Jest gives every test file a module registry of its own, so each of them loaded
 * the whole server again (Fastify, the contract's validators, pg-boss, Stripe's SDK), about 1 s of CPU per
 * file and per database pass. A bundle requires its files one after the other, each inside a describe
 * named after it, so their hooks (each file's own harness) stay theirs while the modules load once.
 * Run alone (`npm run test:unit -- test/server/x.test.ts`), every file still runs on its own.
 */
export const SERVER_PARTS = 4;

const root = path.resolve(__dirname, '../..');

/** What the server project matches unbundled: on the PostgreSQL pass, only its files. */
export function serverTestFiles(): string[] {
  return serverTestsHere(
    ['test/server', 'test/contract'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
    ),
  ).sort();
}

/** The files of bundle `part` (1 to SERVER_PARTS): every SERVER_PARTS-th, so the slow ones spread. */
export function serverPart(part: number): void {
  serverTestFiles()
    .filter((_, index) => index % SERVER_PARTS === part - 1)
    .forEach((file) =>
      describe(file, () => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a test file registers its tests while it loads, so it must load inside its describe
        require(path.join(root, file));
      }),
    );
}
