// Lists, one line each, the tests that failed in the Jest runs whose --json reports are given: npm test
// prints this last, because CI keeps only the tail of a run whose parts print side by side.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = process.cwd();
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${path.basename(file, '.json')}: no report (the run stopped before Jest wrote one)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults: {
      name: string;
      status: string;
      message: string;
      assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
    }[];
  };
  for (const suite of report.testResults) {
    const where = path.relative(root, suite.name);
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed outside its tests (a hook, a syntax error) has no failed test to name.
    if (failed.length === 0 && suite.status === 'failed') console.log(`FAILED ${where}: ${firstLine(suite.message)}`);
    for (const test of failed) console.log(`FAILED ${where} › ${test.fullName}: ${firstLine(test.failureMessages.join('\n'))}`);
  }
}

// The first line that says something is enough to find the failure in the output above.
function firstLine(text: string): string {
  const plain = stripVTControlCharacters(text);
  return (plain.split('\n').find((line) => line.trim() !== '' && !line.includes('●')) ?? '').trim().slice(0, 300);
}
