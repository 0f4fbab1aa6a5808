/**
 * Takes a screenshot of a portal page in Debian's Chromium, to look at what a patient sees.
 *   node --import tsx scripts/screenshot.ts <url> <out.png> [width] [height]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../test/e2e/chromium';

async function main(): Promise<void> {
  const [url, out, width = '390', height = '844'] = process.argv.slice(2);
  if (!url || !out) throw new Error('usage: screenshot.ts <url> <out.png> [width] [height]');
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'ella-shot-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    viewport: { width: Number(width), height: Number(height) },
    locale: 'es-MX',
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: out, fullPage: true });
  console.log(`${out}: ${page.url()}`);
  await context.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
