import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { databaseFreeServerTests } from '../jest.config';

/**
 * The PostgreSQL pass leaves out the server files listed as database-free (test/jest.config.ts), so
 * that list must only hold files whose run cannot change with DATABASE_URL: no harness, no database
 * but a PGlite folder of their own, and child processes that do not inherit Jest's environment.
 */
const root = path.resolve(__dirname, '../..');

describe('server files the PostgreSQL pass does not repeat', () => {
  it.each(databaseFreeServerTests)('%s cannot reach the PostgreSQL of DATABASE_URL', (file) => {
    expect(existsSync(path.join(root, file))).toBe(true);
    const source = readFileSync(path.join(root, file), 'utf8');
    // The harness and the Stripe-mode portal open the database DATABASE_URL names.
    expect(source).not.toMatch(/\b(startHarness|useHarness|useStripeModePortal)\(/);
    expect(source).not.toMatch(/process\.env\.DATABASE_URL|process\.env\[/);
    // openDatabase() reaches PostgreSQL only through `url`; a `dir` is always PGlite.
    expect(source.match(/openDatabase\([^)]*\)/g) ?? []).toEqual(source.match(/openDatabase\(\{ dir: [^)]*\)/g) ?? []);
    // A child process given Jest's whole environment would inherit DATABASE_URL.
    expect(source).not.toMatch(/\.\.\.process\.env\b|env: process\.env\b/);
  });

  it('lists only files the server project runs', () => {
    for (const file of databaseFreeServerTests) expect(file).toMatch(/^test\/(server|contract)\/[\w-]+\.test\.ts$/);
  });
});
