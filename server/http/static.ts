import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiNotFound } from './errors';

/**
 * Serves the built client: hashed assets precompressed (brotli/gzip) with a year of cache, and
 * index.html for every other GET (SPA fallback) with a fresh CSP nonce that antd's style injection uses.
 */
export async function registerStatic(app: FastifyInstance, dir: string): Promise<void> {
  const indexPath = path.join(dir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`No built client in ${dir}: run npm run build first.`);
  const template = readFileSync(indexPath, 'utf8');
  // The login and registration screens arrive with their hero already in the HTML (first paint without JS).
  const accountPath = path.join(dir, 'account.html');
  const accountTemplate = existsSync(accountPath) ? readFileSync(accountPath, 'utf8') : template;
  const accountRoutes = new Set(['/', '/onboarding', '/form/crear-cuenta']);

  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = /\.[0-9a-f]{10}\.\w+(\.br|\.gz)?$/.test(filePath);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET') return apiNotFound(req, reply);
    const nonce = randomBytes(16).toString('base64');
    const page = accountRoutes.has(req.url.split('?')[0]) ? accountTemplate : template;
    const html = page.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`);
    return reply
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
