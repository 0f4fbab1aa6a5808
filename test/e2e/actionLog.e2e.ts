import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { repoRoot } from './portalServer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('action log in the browser', () => {
  it('downloads a sanitized log with Ctrl+Alt+L that the replay command rebuilds to the recorded hash', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/pago-exitoso?session_id=cs_test_abcdefghijkl&plan=primera&agendar=1&servicio=Nutrici%C3%B3n');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.waitForFunction(() => window.localStorage.getItem('persist:appointments'));

    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Control+Alt+L')]);
    expect(download.suggestedFilename()).toMatch(/^ella-action-log-.+\.json$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ella-log-')), download.suggestedFilename());
    await download.saveAs(file);
    const log = JSON.parse(readFileSync(file, 'utf8'));
    expect(log).toMatchObject({ format: 'ella-action-log', version: 1 });
    expect(log.actions.map((a: { type: string }) => a.type)).toContain('appointments/deepLinkSaved');

    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', file], { cwd: repoRoot, encoding: 'utf8' });
    expect(out).toContain('hash matches the recorded final state');
    if (process.env.RECORD_FIXTURE) execFileSync('cp', [file, path.join(repoRoot, 'test/replay/fixtures', process.env.RECORD_FIXTURE)]);
    await context.close();
  });
});
