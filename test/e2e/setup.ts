import { takePageErrors } from './browser';

// This worker's own portal (globalSetup.ts starts one per worker); in band, JEST_WORKER_ID is 1.
const worker = process.env.JEST_WORKER_ID ?? '1';
process.env.E2E_BASE_URL = process.env[`E2E_BASE_URL_${worker}`];
process.env.E2E_DATA_DIR = process.env[`E2E_DATA_DIR_${worker}`];

// Browser journeys take longer than Jest's 5 s default (a project-level testTimeout is ignored by Jest).
// This is a hang detector, not a speed check: the longest journeys (axe on every screen) took over 2
// minutes on a cold 2-core machine with every lane busy, and a run that hangs is also ended by its bound.
jest.setTimeout(300_000);

// No journey may print a console error or throw in the page: the check runs after every test,
// on every context made by newContext() or passed through watchConsole().
afterEach(() => {
  const errors = takePageErrors();
  if (errors.length) throw new Error(`The pages printed ${errors.length} error(s):\n${errors.join('\n')}`);
});
