/**
 * Lighthouse 12, mobile preset (simulated throttling), on the account screens of the production build
 * served by the real server, with Debian's Chromium. Median of 3 runs per page.
 *   npm run lighthouse
 * Targets (issue 11): score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02.
 */
import os from 'node:os';
import { startPortal } from '../test/e2e/portalServer';
import { chromiumArgs, chromiumPath } from '../test/e2e/chromium';

const pages = ['/onboarding', '/form/crear-cuenta'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(url: string): Promise<Figures> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result!.lhr;
    const requests = (lhr.audits['network-requests'].details as { items: Array<{ resourceType?: string; transferSize?: number }> }).items;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      jsKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const portal = await startPortal();
  try {
    console.log(
      `Lighthouse 12 mobile preset, median of ${runs} runs; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
    );
    console.log('page                 score   LCP (s)   TBT (ms)    CLS    JS (KB transferred)');
    for (const page of pages) {
      const all: Figures[] = [];
      for (let i = 0; i < runs; i += 1) all.push(await measure(`${portal.baseUrl}${page}`));
      const m = (key: keyof Figures) => median(all.map((f) => f[key]));
      console.log(
        `${page.padEnd(20)} ${String(m('score')).padStart(5)} ${(m('lcpMs') / 1000).toFixed(2).padStart(9)} ${Math.round(m('tbtMs')).toString().padStart(10)} ${m('cls').toFixed(3).padStart(7)} ${m('jsKb').toFixed(1).padStart(12)}`,
      );
      console.log(
        `  runs: ${all.map((f) => `${f.score}/${(f.lcpMs / 1000).toFixed(2)}s/${Math.round(f.tbtMs)}ms/${f.cls.toFixed(3)}`).join('  ')}`,
      );
    }
  } finally {
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
