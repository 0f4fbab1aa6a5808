import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { FastifyInstance } from 'fastify';
import webpack, { DefinePlugin, type Configuration } from 'webpack';
import { buildApp } from '../../server/app';
import { assetHistory, HISTORY_FILE, isHashed, keptBuilds, readHistory, type KeepPolicy } from '../../scripts/assetHistory';
import webpackConfig from '../../webpack.config';

/**
 * Rolling deploys: a page of build A asks a server of build B for A's lazy chunk.
 * Full production builds take a minute here, so webpack builds a two-file fixture with the real
 * config's file names and the same keep/history logic (scripts/assetHistory.ts) the real config uses.
 * ELLA_FULL_BUILD_TEST=1 also runs the real config twice (slow).
 */

const real = webpackConfig({}, { mode: 'production' });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function fixtureSource(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ella-rolling-src-'));
  // The route chunk carries the build's name, as a route carries its build's code: new build, new hash.
  writeFileSync(path.join(dir, 'entry.js'), 'import(/* webpackChunkName: "route" */ \'./route.js\').then((m) => m.show());\n');
  writeFileSync(path.join(dir, 'route.js'), 'export const show = () => document.title = `Consultas ${__BUILD__}`;\n');
  return dir;
}

function build(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats!.hasErrors()) return reject(new Error(stats!.toString('errors-only')));
      resolve();
    });
  });
}

/** One fixture build into `outputDir`, as made at `builtAt`; returns the route chunk's file name. */
async function buildFixture(source: string, outputDir: string, name: string, builtAt: Date, policy?: KeepPolicy): Promise<string> {
  const history = assetHistory(outputDir, { now: () => builtAt, policy });
  await build({
    mode: 'production',
    context: source,
    entry: { main: './entry.js' },
    output: {
      path: outputDir,
      publicPath: '/',
      filename: real.output!.filename,
      chunkFilename: real.output!.chunkFilename,
      clean: { keep: history.keep },
    },
    optimization: { minimize: false },
    plugins: [
      new DefinePlugin({ __BUILD__: JSON.stringify(name) }),
      new CompressionPlugin({ algorithm: 'gzip', test: /\.js$/, threshold: 0, minRatio: 1 }),
      history.plugin,
    ],
  });
  // The server refuses a folder without a page; the page is not part of what this test is about.
  writeFileSync(path.join(outputDir, 'index.html'), `<!doctype html><html><head><title>${name}</title></head><body></body></html>`);
  const route = readdirSync(path.join(outputDir, 'assets')).filter((f) => /^route\.[0-9a-f]{10}\.js$/.test(f));
  const current = readHistory(outputDir)[0].files.find((f) => /^assets\/route\./.test(f) && f.endsWith('.js'));
  expect(route).toContain(path.basename(current!));
  return current!;
}

describe('rolling deploys: hashed assets of earlier builds', () => {
  let source: string;
  const outputs: string[] = [];
  const apps: FastifyInstance[] = [];
  const output = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ella-rolling-dist-'));
    mkdirSync(dir, { recursive: true });
    outputs.push(dir);
    return dir;
  };
  const serve = async (dir: string) => {
    const app = await buildApp({ staticDir: dir, handlers: {}, publicUrl: 'http://127.0.0.1:8080' });
    apps.push(app);
    return app;
  };

  beforeAll(() => {
    source = fixtureSource();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const dir of [source, ...outputs]) rmSync(dir, { recursive: true, force: true });
  });

  it('the production config keeps earlier builds when it cleans, with names the server caches as immutable', () => {
    const clean = real.output!.clean as { keep?: unknown };
    expect(typeof clean.keep).toBe('function');
    expect(isHashed('assets/route.0123456789.js')).toBe(true);
    expect(isHashed('assets/route.0123456789.js.br')).toBe(true);
    expect(isHashed('index.html')).toBe(false);
  });

  it("a server of build B answers build A's route chunk with the same bytes, a year of immutable cache and its gzip copy", async () => {
    const dist = output();
    const t0 = new Date('2026-11-23T10:00:00Z');
    const chunkA = await buildFixture(source, dist, 'A', t0);
    const bytesA = readFileSync(path.join(dist, chunkA));
    const chunkB = await buildFixture(source, dist, 'B', new Date(t0.getTime() + HOUR));
    expect(chunkB).not.toBe(chunkA);

    const history = readHistory(dist);
    expect(history.map((b) => b.builtAt)).toEqual(['2026-11-23T11:00:00.000Z', '2026-11-23T10:00:00.000Z']);
    expect(history[1].files).toEqual(expect.arrayContaining([chunkA, `${chunkA}.gz`]));

    const app = await serve(dist);
    const old = await app.inject({ url: `/${chunkA}` });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(bytesA)).toBe(true);
    expect(old.headers['content-type']).toMatch(/javascript/);
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzipped = await app.inject({ url: `/${chunkA}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(bytesA)).toBe(true);
    // And its own chunk, of course.
    expect((await app.inject({ url: `/${chunkB}` })).body).toContain('Consultas');
  });

  it('forgets builds outside the policy: their files are removed, the history does not grow', async () => {
    const dist = output();
    const policy: KeepPolicy = { minBuilds: 1, maxAgeMs: 7 * DAY, maxBuilds: 10 };
    const t0 = new Date('2026-11-01T10:00:00Z');
    const chunkA = await buildFixture(source, dist, 'A', t0, policy);
    const chunkB = await buildFixture(source, dist, 'B', new Date(t0.getTime() + 8 * DAY), policy);
    // Build C, nine days after A: B is the one earlier build always kept; A is older than a week.
    const chunkC = await buildFixture(source, dist, 'C', new Date(t0.getTime() + 9 * DAY), policy);
    expect(existsSync(path.join(dist, chunkA))).toBe(false);
    expect(existsSync(path.join(dist, `${chunkA}.gz`))).toBe(false);
    expect(existsSync(path.join(dist, chunkB))).toBe(true);
    expect(existsSync(path.join(dist, chunkC))).toBe(true);
    expect(readHistory(dist)).toHaveLength(2);
    expect(readdirSync(dist)).toContain(HISTORY_FILE);
  });

  it('answers a chunk no build has with a plain 404 that nothing caches, never the page under its name', async () => {
    const dist = output();
    await buildFixture(source, dist, 'A', new Date('2026-11-23T10:00:00Z'));
    const app = await serve(dist);
    const gone = await app.inject({ url: '/assets/route.0000000000.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toMatch(/html/);
    expect(gone.headers['cache-control']).toBe('no-store');
    // Routes of the app still get the page.
    expect((await app.inject({ url: '/dashboard' })).headers['content-type']).toMatch(/text\/html/);
  });

  it('keeps the last builds always and younger ones up to the maximum', () => {
    const at = (days: number) => ({
      builtAt: new Date(Date.UTC(2026, 10, 23) - days * DAY).toISOString(),
      files: [`assets/x${days}.0123456789.js`],
    });
    const now = new Date(Date.UTC(2026, 10, 23));
    const policy: KeepPolicy = { minBuilds: 2, maxAgeMs: 7 * DAY, maxBuilds: 4 };
    // Old builds: the two newest stay however old.
    expect(keptBuilds([at(30), at(20), at(40)], now, policy).map((b) => b.files[0])).toEqual([
      'assets/x20.0123456789.js',
      'assets/x30.0123456789.js',
    ]);
    // Many recent builds: at most four.
    expect(keptBuilds([at(1), at(2), at(3), at(4), at(5), at(6)], now, policy)).toHaveLength(4);
    // Young ones beyond the two newest stay, older ones go.
    expect(keptBuilds([at(1), at(2), at(3), at(10)], now, policy).map((b) => b.files[0])).toEqual([
      'assets/x1.0123456789.js',
      'assets/x2.0123456789.js',
      'assets/x3.0123456789.js',
    ]);
  });

  const full = process.env.ELLA_FULL_BUILD_TEST === '1' ? it : it.skip;
  full('the real production config, built twice into one folder, keeps the first build for a server of the second (slow)', async () => {
    const dist = output();
    const buildVersion = async (version: string) => {
      const config = webpackConfig({ outputPath: dist }, { mode: 'production' });
      // Another version string changes the chunks that show it, as a code change would.
      const define = config.plugins!.find((p): p is DefinePlugin => p instanceof DefinePlugin)!;
      define.definitions.__APP_VERSION__ = JSON.stringify(version);
      await build(config);
    };
    await buildVersion('0.1.0-a');
    const filesA = readHistory(dist)[0].files;
    await buildVersion('0.1.0-b');
    const filesB = readHistory(dist)[0].files;
    const onlyA = filesA.filter((f) => f.endsWith('.js') && !filesB.includes(f));
    expect(onlyA.length).toBeGreaterThan(0);
    const app = await serve(dist);
    for (const file of onlyA) {
      const res = await app.inject({ url: `/${file}` });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(readFileSync(path.join(dist, file)))).toBe(true);
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });
});
