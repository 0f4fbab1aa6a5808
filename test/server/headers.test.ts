import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { API_KEY, useHarness } from './harness';
import { registeredPatient } from './patientFlow';

const h = useHarness();

function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ella-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const index = '<!doctype html><html lang="es"><head><title>x</title></head><body><div id="root"></div></body></html>';
  writeFileSync(path.join(dir, 'index.html'), index);
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(index));
  writeFileSync(
    path.join(dir, 'account.html'),
    '<!doctype html><html lang="es"><head><title>x</title></head><body><div id="root"><div class="auth-layout">hero</div></div></body></html>',
  );
  // A signed-in screen whose frame the build put in its own page (src/firstPaint/frames).
  mkdirSync(path.join(dir, 'pages/form'), { recursive: true });
  const framed = '<!doctype html><html lang="es"><head><title>x</title></head><body><div id="root"><h1>Paso 1</h1></div></body></html>';
  writeFileSync(path.join(dir, 'pages/form/info-personal.html'), framed);
  writeFileSync(path.join(dir, 'pages/form/info-personal.html.gz'), gzipSync(framed));
  // The dashboard's page asks for her data from an inline script (src/firstPaint/early/entry.ts).
  writeFileSync(
    path.join(dir, 'pages/dashboard.html'),
    `<!doctype html><html lang="es"><head><script>${dashboardInline}</script></head><body></body></html>`,
  );
  writeFileSync(path.join(dir, 'assets/main.0123456789.js'), 'console.log(1)');
  return dir;
}

const dashboardInline = 'window.ellaEarlyAnswers = [];';
const sha256 = (code: string) => createHash('sha256').update(code).digest('base64');

/** The page is framed by nobody, runs only our scripts, and its style nonce is the one in the page. */
function expectStrictPage(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode).toBe(200);
  expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(res.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describe('security headers', () => {
  it('marks every API response no-store: success, validation error, missing session, unknown path', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const responses = [
      await h.app.inject({ url: `/api/patients/${openmrsId}/documents`, headers }),
      await h.app.inject({ method: 'POST', url: '/api/auth/login-by-email', headers: { 'x-api-key': API_KEY }, payload: { email: 'x' } }),
      await h.app.inject({ url: `/api/patients/${openmrsId}/documents` }),
      await h.app.inject({ url: '/api/payments/plans', headers: { 'x-api-key': API_KEY } }),
      await h.app.inject({ url: '/api/no-existe' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 400, 401, 200, 404]);
    for (const res of responses) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  describe('pages', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp({ staticDir: fakeClientBuild(), handlers: {}, publicUrl: 'http://127.0.0.1:8080' });
    });
    afterAll(() => app.close());

    it('sends /index.html and /account.html requested by name with the same CSP and nonce as every other page', async () => {
      for (const url of ['/salud-mental', '/onboarding', '/index.html', '/account.html', '/index.html?x=1', '/index.html.gz']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        expectStrictPage(res);
      }
    });

    it("sends a signed-in screen's own page, with its frame, on its path, and never a page file by its name", async () => {
      for (const url of ['/form/info-personal', '/form/info-personal?x=1']) {
        const res = await app.inject({ url });
        expectStrictPage(res);
        expect(res.body).toContain('<h1>Paso 1</h1>');
      }
      for (const url of [
        '/pages/form/info-personal.html',
        '/pages/form/info-personal.html.gz',
        '/form/info-personal.html',
        '/form/salud-urinaria',
      ]) {
        const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        expectStrictPage(res);
        expect(res.body).not.toContain('Paso 1');
      }
    });

    it('lets a page run its own inline script by its hash, and no other script inline, nor on another page', async () => {
      const res = await app.inject({ url: '/dashboard?x=1' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<script>${dashboardInline}</script>`);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${sha256(dashboardInline).replace(/[+/=]/g, '\\$&')}'(;|$)`));
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
      // Everything else the policy says is the strict one every page gets, with this response's nonce.
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(res.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      for (const url of ['/form/info-personal', '/onboarding', '/salud-mental']) {
        expect(String((await app.inject({ url })).headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
      }
    });

    it('keeps hashed assets cacheable and sends no HSTS over plain http', async () => {
      const asset = await app.inject({ url: '/assets/main.0123456789.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.headers['strict-transport-security']).toBeUndefined();
      expect((await app.inject({ url: '/dashboard' })).headers['strict-transport-security']).toBeUndefined();
    });
  });

  it('sends Strict-Transport-Security on pages and API when PUBLIC_URL is https', async () => {
    const app = await buildApp({ staticDir: fakeClientBuild(), handlers: {}, publicUrl: 'https://portal.espaciosella.mx' });
    try {
      for (const url of ['/dashboard', '/api/no-existe', '/assets/main.0123456789.js']) {
        const hsts = String((await app.inject({ url })).headers['strict-transport-security']);
        expect(hsts).toMatch(/max-age=(\d+)/);
        expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31_536_000);
      }
    } finally {
      await app.close();
    }
  });
});
