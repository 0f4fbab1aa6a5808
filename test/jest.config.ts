import path from 'node:path';
import type { Config } from 'jest';

const root = path.resolve(__dirname, '..');

// Every test file loads the server's openapi.yaml afresh: parse it once per run and keep the parse as
// JSON under the hash of its text (server/openapi.ts; ignored in production). Set here, so the workers
// and the processes tests start inherit it.
process.env.ELLA_TEST_SPEC_CACHE ??= path.join(root, 'node_modules', '.cache', 'ella-openapi');

// Not in the temp directory: npm test gives each run a temp folder of its own, removed at its end. A
// project's option, so every project names it.
const cacheDirectory = path.join(root, 'node_modules', '.cache', 'jest');

const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] as const;

/**
 * The server-project files the PostgreSQL pass runs (DATABASE_URL set). Production code differs between
 * PGlite and PostgreSQL only in concurrency (PGlite is one connection running one statement at a time,
 * PostgreSQL a pool), in how the drivers parse values, in the server's version, and in how the job queue,
 * the pool and backups start. So a file is listed when what it checks goes through one of those:
 * - requests or queries at the same time: races, limits, one winner among many;
 * - values the drivers parse differently, read back: dates (and the process's time zone), numeric, bytea;
 * - the job queue, the pool, backups and restores, migrations, or a database the file opens itself;
 * - every operation's SQL on PostgreSQL's own version (contractFuzz).
 * Every other file runs once, on PGlite. test/lint/postgresPass.test.ts fails when a file that shows one
 * of these in its source is left out; `npm run test:postgres -- --all` runs the whole project there.
 */
export const postgresServerTests = [
  'test/server/abuseLimits.test.ts', // mail jobs retried after a refusal
  'test/server/accounts.test.ts', // her birthdate read back, east of UTC too
  'test/server/appointments.test.ts', // 50 requests for one slot
  'test/server/backupDrill.test.ts',
  'test/server/backupSchedule.test.ts',
  'test/server/badText.test.ts', // birthdates at the edges
  'test/server/cancelRace.test.ts',
  'test/server/checkoutSecurity.test.ts', // one checkout paid twice at once
  'test/server/contractFuzz.test.ts',
  'test/server/databaseQueries.test.ts',
  'test/server/documents.test.ts', // bytea chunks
  'test/server/earlierSlot.test.ts', // one offer taken twice at once, its jobs
  'test/server/helpRelay.test.ts',
  'test/server/hotFlashDiary.test.ts', // dates
  'test/server/invoices.test.ts', // bytea PDF and XML
  'test/server/mailQueue.test.ts',
  'test/server/metrics.test.ts', // the pool, the queue's depth, backups
  'test/server/migrate.test.ts',
  'test/server/oxxoCheckout.test.ts', // paid and expired at once
  'test/server/privacyExportParts.test.ts', // every column type in her export
  'test/server/privacyRights.test.ts', // due dates
  'test/server/rateLimit.test.ts', // hits at once
  'test/server/records.test.ts', // numeric weight and height
  'test/server/reminders.test.ts',
  'test/server/storage.test.ts',
  'test/server/testClock.test.ts', // the queue's waiting jobs moved by SQL
  'test/server/tracking.test.ts', // dates and numeric
  'test/server/webhookFulfilment.test.ts', // retried deliveries at once
];

// test:postgres --all sets ELLA_TEST_POSTGRES_ALL=1.
const postgresPassOnly = !!process.env.DATABASE_URL && process.env.ELLA_TEST_POSTGRES_ALL !== '1';

/** Of the server project's `files`, those this run takes: on PostgreSQL, the pass's. */
export const serverTestsHere = (files: string[]): string[] =>
  postgresPassOnly ? files.filter((file) => postgresServerTests.includes(file)) : files;

const config: Config = {
  rootDir: root,
  // A test file's modules stay in memory after it ends (25 MB per server file: PGlite, Fastify, the
  // glue), so one long-lived process spends ever more time collecting garbage (a server file that
  // takes 1.5 s alone took 5 s late in the run). A worker past this much is replaced between files;
  // setting it also keeps a one-worker run out of the main process, where it could not be replaced.
  workerIdleMemoryLimit: '250MB',
  // Time is not what these tests assert (benchmarks and budget checks do that), so this only catches a
  // test that hangs. A cold 2-core machine under full load runs the server tests about seven times slower
  // than a quiet one (a 10 MB upload test: 4 s alone, over 30 s there), and one figure for every test
  // keeps anyone from tuning a deadline to their own machine.
  testTimeout: 180_000,
  // Jest re-prints the failures at the end of a run only past 20 files by default; npm test runs several
  // runs side by side and CI keeps only the tail of the output, so every run ends with its failures.
  reporters: [['default', { summaryThreshold: 0 }]],
  projects: [
    {
      displayName: 'client',
      rootDir: root,
      cacheDirectory,
      testEnvironment: '<rootDir>/test/client/environment.ts',
      testMatch: ['<rootDir>/test/client/**/*.test.ts?(x)', '<rootDir>/test/replay/**/*.test.ts'],
      setupFiles: ['jest-canvas-mock'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
      // ESM-only packages (msw 2's dependencies, signature_pad), compiled to CommonJS for Jest.
      transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|signature_pad)/)'],
      moduleNameMapper: {
        '\\.(png|jpe?g|svg|webp)$': '<rootDir>/test/client/fileStub.ts',
        '\\.css$': '<rootDir>/test/client/fileStub.ts',
        // signature_pad is "type": "module", so on Node 24 its UMD build loads as an ES module with no
        // exports; its ES build, compiled to CommonJS like msw's dependencies below, gives the class.
        '^signature_pad$': '<rootDir>/node_modules/signature_pad/dist/signature_pad.js',
      },
    },
    {
      displayName: 'server',
      rootDir: root,
      cacheDirectory,
      testEnvironment: 'node',
      // npm test sets ELLA_TEST_BUNDLES=1: the same files, loaded a few to a module registry (test/bundles/serverPart.ts).
      testMatch:
        process.env.ELLA_TEST_BUNDLES === '1'
          ? ['<rootDir>/test/bundles/server-*.test.ts']
          : postgresPassOnly
            ? postgresServerTests.map((file) => `<rootDir>/${file}`)
            : ['<rootDir>/test/server/**/*.test.ts', '<rootDir>/test/contract/**/*.test.ts'],
      globalSetup: '<rootDir>/test/server/globalSetup.ts',
      globalTeardown: '<rootDir>/test/server/globalTeardown.ts',
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
      // ESM-only packages (the glue, light-my-request's cookie 2, file-type and its readers) compiled to
      // CommonJS for Jest; the server itself loads them with Node's require(esm).
      transformIgnorePatterns: [
        '/node_modules/(?!(fastify-openapi-glue|@seriousme|cookie|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)',
      ],
    },
    {
      // common/: what both programs import, run in Node without the DOM's globals.
      displayName: 'common',
      rootDir: root,
      cacheDirectory,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/common/**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
    },
    {
      // The lint rules themselves (import layers): ESLint's Node API with the repository's config.
      displayName: 'lint',
      rootDir: root,
      cacheDirectory,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/lint/**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
    },
    {
      // The scripts' own machinery (npm test's watchdog and process groups).
      displayName: 'scripts',
      rootDir: root,
      cacheDirectory,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/scripts/**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
    },
    {
      // Real server processes on a throwaway PostgreSQL behind HAProxy (scripts/test-cluster.sh).
      displayName: 'cluster',
      rootDir: root,
      cacheDirectory,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/cluster/**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc as never },
    },
  ],
};

export default config;
