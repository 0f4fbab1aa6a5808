import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { postgresServerTests } from '../jest.config';

/**
 * The PostgreSQL pass runs only the server files listed in test/jest.config.ts (postgresServerTests, whose
 * comment gives the rule). A file left out runs on PGlite alone, so it must show none of the things that
 * differ on PostgreSQL, or reach no PostgreSQL at all.
 */
const root = path.resolve(__dirname, '../..');

const serverProjectFiles = ['test/server', 'test/contract'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
);

/** What in a test file's source shows that its outcome may differ on PostgreSQL. */
const differences: [string, RegExp][] = [
  ['chooses its database itself', /process\.env\.DATABASE_URL|isolatedPostgres|openDatabase\(\{ url/],
  ['sends requests or runs queries at the same time', /Promise\.(all|allSettled|race|any)\(/],
  ['works the job queue', /\bjobs\.(drain|work|stop|schedule|pending|depth|handle|cron)\(|jobsSchema|createJobQueue|installJobSchema/],
  ['reads the connection pool', /poolUse|\/readyz/],
  ['backs up or restores', /backup|loadBackup|verifyBackup/i],
  ['migrates', /\bmigrate\(|schema_migrations/],
  ['reads a date back, or runs in another time zone', /birthdate|process\.env\.TZ\b/],
];

/**
 * Cannot reach the PostgreSQL of DATABASE_URL: no harness and no Stripe-mode portal (both open it), no
 * database but a PGlite folder (`openDatabase({ dir })`), and no child process given Jest's environment.
 */
function pgliteOnly(source: string): boolean {
  return (
    !/\b(startHarness|useHarness|useStripeModePortal)\(/.test(source) &&
    !/process\.env\.DATABASE_URL|process\.env\[/.test(source) &&
    (source.match(/openDatabase\([^)]*\)/g) ?? []).every((call) => call.startsWith('openDatabase({ dir: ')) &&
    !/\.\.\.process\.env\b|env: process\.env\b/.test(source)
  );
}

describe('server files the PostgreSQL pass runs', () => {
  it.each(postgresServerTests)('%s is a server-project file', (file) => {
    expect(file).toMatch(/^test\/(server|contract)\/[\w-]+\.test\.ts$/);
    expect(existsSync(path.join(root, file))).toBe(true);
  });

  it('lists each file once', () => {
    expect(new Set(postgresServerTests).size).toBe(postgresServerTests.length);
  });

  it('lists every file that shows something PostgreSQL does differently and can reach it', () => {
    const listed = new Set<string>(postgresServerTests);
    const missing = serverProjectFiles
      .filter((file) => !listed.has(file))
      .flatMap((file) => {
        const source = readFileSync(path.join(root, file), 'utf8');
        if (pgliteOnly(source)) return [];
        const reasons = differences.filter(([, shows]) => shows.test(source)).map(([reason]) => reason);
        return reasons.length ? [`${file}: ${reasons.join(', ')}`] : [];
      });
    expect(missing).toEqual([]);
  });

  it('would catch a file that races requests, works the queue or picks its database', () => {
    const shows = (source: string) => !pgliteOnly(source) && differences.some(([, pattern]) => pattern.test(source));
    expect(shows("const h = useHarness();\nawait Promise.all([h.app.inject('/a'), h.app.inject('/a')]);")).toBe(true);
    expect(shows('const h = useHarness();\nawait h.ctx.jobs.drain();')).toBe(true);
    expect(shows('const db = await openDatabase({ url: process.env.DATABASE_URL });')).toBe(true);
    expect(shows("const db = await openDatabase({ dir: path.join(dataDir, 'db') });\nawait Promise.all([a(), b()]);")).toBe(false);
    expect(shows("const h = useHarness();\nawait h.app.inject('/a');")).toBe(false);
  });
});
