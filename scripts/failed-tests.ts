// Lists, one line each, the tests that failed in the runs whose JSON reports are given (Jest's --json, or
// Playwright Test's json reporter): npm test prints this last, because CI keeps only the tail of a run
// whose parts print side by side.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

interface JestReport {
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: {
    title: string;
    tests: { projectName: string; status: string; results: { status: string; error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  errors: { message?: string }[];
}

const root = process.cwd();
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${path.basename(file, '.json')}: no report (the run stopped before it wrote one)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as JestReport | PlaywrightReport;
  if ('testResults' in report) jestFailures(report);
  else playwrightFailures(report);
}

function jestFailures(report: JestReport): void {
  for (const suite of report.testResults) {
    const where = path.relative(root, suite.name);
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed outside its tests (a hook, a syntax error) has no failed test to name.
    if (failed.length === 0 && suite.status === 'failed') console.log(`FAILED ${where}: ${firstLine(suite.message)}`);
    for (const test of failed) console.log(`FAILED ${where} › ${test.fullName}: ${firstLine(test.failureMessages.join('\n'))}`);
  }
}

function playwrightFailures(report: PlaywrightReport): void {
  // Errors outside any test (the global setup, a file that does not load).
  for (const error of report.errors) console.log(`FAILED e2e: ${firstLine(error.message ?? '')}`);
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests.filter((t) => t.status === 'unexpected' || t.status === 'flaky')) {
        const error = test.results.find((result) => result.error)?.error?.message ?? '';
        console.log(`FAILED test/e2e/${suite.file} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
  };
  for (const suite of report.suites) walk(suite, []);
}

// The first line that says something is enough to find the failure in the output above.
function firstLine(text: string): string {
  const plain = stripVTControlCharacters(text);
  return (plain.split('\n').find((line) => line.trim() !== '' && !line.includes('●')) ?? '').trim().slice(0, 300);
}
