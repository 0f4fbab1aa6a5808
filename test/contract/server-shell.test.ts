import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { webClientApiKey } from '../../common/facts.gen';

function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ella-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="es"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'account.html'),
    '<!doctype html><html lang="es"><head><title>x</title></head><body><div id="root"><div class="auth-layout">hero</div></div></body></html>',
  );
  const js = 'console.log("hola");'.repeat(50);
  writeFileSync(path.join(dir, 'assets/main.0123456789.js'), js);
  writeFileSync(path.join(dir, 'assets/main.0123456789.js.br'), brotliCompressSync(js));
  return dir;
}

describe('server shell', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ staticDir: fakeClientBuild(), handlers: {} });
  });
  afterAll(() => app.close());

  it('serves the portal page for any client route with a strict CSP whose nonce is in the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/form/crear-cuenta?x=1' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('sends the account screens with their hero already in the HTML, and the other routes without it', async () => {
    for (const url of ['/onboarding', '/onboarding?agendar=1', '/form/crear-cuenta', '/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).toContain('<div class="auth-layout">hero</div>');
    }
    for (const url of ['/dashboard', '/welcome', '/form/info-personal']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets precompressed with a year of cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main.0123456789.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers an operation that has no handler yet with 501 and a Spanish message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      headers: { 'x-api-key': webClientApiKey },
      payload: { email: 'maria@example.mx', password: 'x' },
    });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ message: 'Esta función aún no está disponible. Por favor intenta más tarde.' });
  });

  it('rejects a request whose body does not match openapi.yaml with 400 and a Spanish message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      headers: { 'x-api-key': webClientApiKey },
      payload: { email: 5, password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Datos inválidos. Por favor verifica la información ingresada.');
  });

  it('refuses an unauthenticated call without the client API key', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login-by-email',
      payload: { email: 'maria@example.mx', password: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sesión/);
  });

  it('answers an unknown API path with a JSON 404 instead of the portal page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No se encontró el recurso solicitado.' });
  });
});
