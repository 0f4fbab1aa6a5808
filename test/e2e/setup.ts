import { takePageErrors } from './browser';

// Browser journeys take longer than Jest's 5 s default (a project-level testTimeout is ignored by Jest).
jest.setTimeout(120_000);

// No journey may print a console error or throw in the page (issue 18): the check runs after every test,
// on every context made by newContext() or passed through watchConsole().
afterEach(() => {
  const errors = takePageErrors();
  if (errors.length) throw new Error(`The pages printed ${errors.length} error(s):\n${errors.join('\n')}`);
});
