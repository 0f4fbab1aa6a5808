import { execFileSync } from 'node:child_process';
import path from 'node:path';

describe('generated code', () => {
  it('(client endpoints, server types, shared facts) is exactly what openapi.yaml generates today', () => {
    const root = path.resolve(__dirname, '../..');
    // Throws (and fails the test) when the check script exits non-zero.
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/codegen-check.ts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out).toContain('up to date');
  }, 60_000);
});
