/**
 * Lighthouse 12, mobile preset (simulated throttling), on the production build served by the real
 * server, with Debian's Chromium: the account screens signed out, then every signed-in route with the
 * demo patient signed in through the login screen (/pago-exitoso as the return from a paid checkout,
 * see paidCheckoutReturn). Median of 3 runs per page, HTTP cache cleared
 * before each run (cold cache; the session in localStorage stays).
 *   npm run lighthouse                          every page
 *   npm run lighthouse -- /dashboard /welcome   only these pages
 * LIGHTHOUSE_RUNS changes the number of runs; LIGHTHOUSE_REPORT_DIR keeps every run's full JSON report there
 * (which element was the LCP, what chained before it); LIGHTHOUSE_GRAPH=1 prints each run's simulated LCP
 * graph (scripts/lanternGraph.ts). It exits non-zero when a page's median misses a target (`targets`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { startPortal, freePort } from '../test/e2e/portalServer';
import { chromiumArgs, chromiumPath } from '../test/e2e/chromium';
import { buyFirstConsultation } from '../test/e2e/bookingSteps';
import { paths } from '../common/paths';
import { framedPathList } from '../src/firstPaint/frames/framedPathList';
import { printLcpGraph } from './lanternGraph';

const demoPatient = { email: 'demo@espaciosella.mx', password: 'Demo2026!x' };
const signedOut = [paths.login, paths.register];
// The dashboard, then every screen whose frame the server paints from the HTML.
const signedIn = [paths.dashboard, ...framedPathList];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
const wanted = (page: string) => only.length === 0 || only.includes(page);

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

/** One browser for all runs; Lighthouse drives it over the debugging port, in its default context. */
async function openBrowser() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'ella-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  return {
    port,
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * /pago-exitoso as a patient reaches it: back from a paid checkout, with its `session_id` (and `plan`) in
 * the URL. Measured without them, the page would be the edge case "No pudimos identificar tu sesión de
 * pago" and not the return every payment ends on, whose status request and confirmation are part of what
 * it draws. So the demo patient pays a first consultation on the simulated checkout, through the plans
 * page and the checkout's "Pagar" as the journeys do (buyFirstConsultation), and the runs measure the URL the
 * checkout sent her to (reloading it later shows the same confirmed purchase).
 */
async function paidCheckoutReturn(context: BrowserContext, baseUrl: string): Promise<string> {
  const page = await context.newPage();
  await buyFirstConsultation(page, baseUrl);
  await page.waitForURL(/\/pago-exitoso\?session_id=cs_\w+/);
  await page.getByText('Pago confirmado').waitFor();
  const url = page.url();
  await page.close();
  return url;
}

/** Signs in through the login screen, as a patient does; the session persists in localStorage. */
async function signInDemo(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${paths.login}`);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(demoPatient.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(demoPatient.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`**${paths.dashboard}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.close();
}

async function clearHttpCache(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.close();
}

async function measure(url: string, port: number, context: BrowserContext, keepStorage: boolean): Promise<Figures> {
  const { default: lighthouse } = await import('lighthouse');
  await clearHttpCache(context);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Signed in: Lighthouse must not wipe localStorage (the session); the HTTP cache is cleared above.
    disableStorageReset: keepStorage,
  });
  const lhr = result!.lhr;
  if (process.env.LIGHTHOUSE_GRAPH && !lhr.runtimeError) await printLcpGraph(result!, new URL(url).origin);
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: Lighthouse: ${lhr.runtimeError.message}`);
  const finalUrl = lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${finalUrl} (signed out?)`);
  const requests = (lhr.audits['network-requests'].details as { items: Array<{ resourceType?: string; transferSize?: number }> }).items;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    jsKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
  };
}

/** A run Lighthouse itself could not record (NO_NAVSTART on a loaded machine) is run again, twice at most. */
async function measureWithRetry(url: string, port: number, context: BrowserContext, keepStorage: boolean): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, port, context, keepStorage);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Lighthouse')) throw error;
      console.log(`  retrying ${url}: ${String(error).split('\n')[0]}`);
    }
  }
}

/** What every page must reach, as medians: a budget the run fails on, not a figure to admire. */
const targets = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };
const missed: string[] = [];

function print(page: string, all: Figures[]) {
  const m = (key: keyof Figures) => median(all.map((f) => f[key]));
  if (m('score') < targets.score) missed.push(`${page}: score ${m('score')} < ${targets.score}`);
  if (m('lcpMs') > targets.lcpMs) missed.push(`${page}: LCP ${(m('lcpMs') / 1000).toFixed(2)} s > ${targets.lcpMs / 1000} s`);
  if (m('tbtMs') > targets.tbtMs) missed.push(`${page}: TBT ${Math.round(m('tbtMs'))} ms > ${targets.tbtMs} ms`);
  if (m('cls') > targets.cls) missed.push(`${page}: CLS ${m('cls').toFixed(3)} > ${targets.cls}`);
  console.log(
    `${page.padEnd(34)} ${String(m('score')).padStart(5)} ${(m('lcpMs') / 1000).toFixed(2).padStart(9)} ${Math.round(m('tbtMs')).toString().padStart(10)} ${m('cls').toFixed(3).padStart(7)} ${m('jsKb').toFixed(1).padStart(12)}`,
  );
  console.log(
    `  runs: ${all.map((f) => `${f.score}/${(f.lcpMs / 1000).toFixed(2)}s/${Math.round(f.tbtMs)}ms/${f.cls.toFixed(3)}`).join('  ')}`,
  );
}

async function main() {
  const portal = await startPortal();
  const browser = await openBrowser();
  try {
    console.log(
      `Lighthouse 12 mobile preset, median of ${runs} runs, cold HTTP cache; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${new Date().toISOString()}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log('page                               score   LCP (s)   TBT (ms)    CLS    JS (KB transferred)');
    for (const page of signedOut.filter(wanted)) {
      const all: Figures[] = [];
      for (let i = 0; i < runs; i += 1) all.push(await measureWithRetry(`${portal.baseUrl}${page}`, browser.port, browser.context, false));
      print(page, all);
    }
    await signInDemo(browser.context, portal.baseUrl);
    for (const page of signedIn.filter(wanted)) {
      const all: Figures[] = [];
      // Paid just before its runs, so the pages measured before it see the demo patient as she was.
      const url = page === paths.paymentSuccess ? await paidCheckoutReturn(browser.context, portal.baseUrl) : `${portal.baseUrl}${page}`;
      for (let i = 0; i < runs; i += 1) all.push(await measureWithRetry(url, browser.port, browser.context, true));
      print(`${page} (signed in)`, all);
    }
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    await portal.stop();
  }
  if (missed.length > 0) {
    console.log(
      `\ntargets missed (score ≥ ${targets.score}, LCP ≤ ${targets.lcpMs / 1000} s, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}):\n  ${missed.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
