import { tmpdir } from 'node:os';

/**
 * The environment of a process a server test starts: only what a shell needs, plus `env`. Nothing is
 * inherited from Jest (NODE_ENV=test, DATABASE_URL above all), so the process runs the same in both passes.
 */
export const shellEnv = (env: Record<string, string | undefined> = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? tmpdir(),
  TMPDIR: tmpdir(),
  LANG: 'C.UTF-8',
  ...env,
});
