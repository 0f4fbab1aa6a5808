import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { paths } from '../../common/paths';
import { apiNotFound } from './errors';
import { contentSecurityPolicy, styleNonce } from './securityHeaders';

// The payment pages build their header from the same policy.
export { contentSecurityPolicy } from './securityHeaders';

/**
 * Serves the built client: hashed assets precompressed (brotli/gzip) with a year of cache, and
 * index.html for every other GET (SPA fallback) with the response's CSP style nonce, which antd's style
 * injection uses. The two page templates are never sent as files, even by name: without the nonce meta
 * antd's styles would be refused, and the page must come from the handler that adds it.
 * The account screens and the framed signed-in screens get pages of their own, with their first
 * screen's frame in the HTML.
 */
export async function registerStatic(app: FastifyInstance, dir: string): Promise<void> {
  const indexPath = path.join(dir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`No built client in ${dir}: run npm run build first.`);
  const template = readFileSync(indexPath, 'utf8');
  // The login and registration screens arrive with their hero already in the HTML (first paint without JS).
  const accountPath = path.join(dir, 'account.html');
  const accountTemplate = existsSync(accountPath) ? readFileSync(accountPath, 'utf8') : template;
  const accountRoutes = new Set<string>([paths.root, paths.login, paths.register]);
  const framedPages = readFramedPages(path.join(dir, 'pages'));
  const scriptHashes = new Map([template, accountTemplate, ...framedPages.values()].map((page) => [page, inlineScriptHashes(page)]));

  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    // No file route for the templates (nor their .br/.gz copies): those paths fall through to the page handler.
    globIgnore: ['index.html*', 'account.html*', 'pages/**'],
    setHeaders(res, filePath) {
      const hashed = /\.[0-9a-f]{10}\.\w+(\.br|\.gz)?$/.test(filePath);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET') return apiNotFound(req, reply);
    // A build's file that no server has (a chunk of a build long gone, or of a newer one this server
    // lacks): a plain 404 the page's chunk loader reports ('Hay una nueva versión del portal'), never
    // the page itself under a script's name, and nothing a cache keeps.
    if (req.url.startsWith('/assets/'))
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
    const nonce = styleNonce(reply.raw);
    const pathname = req.url.split('?')[0];
    const page = accountRoutes.has(pathname) ? accountTemplate : (framedPages.get(pathname) ?? template);
    const html = page.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`);
    // The dashboard's pages ask for her data from an inline script (src/firstPaint/early/entry.ts); nothing else may run inline.
    const hashes = scriptHashes.get(page) ?? [];
    if (hashes.length) reply.header('Content-Security-Policy', contentSecurityPolicy(nonce, hashes));
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

/** The CSP hashes (`sha256-…`) of a page's inline scripts. */
function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`);
}

/**
 * The build's pages of the signed-in screens whose frame (headings, stepper, skeleton) is in the HTML:
 * `pages/form/info-personal.html` is the page of /form/info-personal. Which paths have one is the
 * build's business; a build without them serves index.html everywhere, as before.
 */
function readFramedPages(pagesDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(pagesDir)) return pages;
  for (const entry of readdirSync(pagesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const route = `/${path
      .relative(pagesDir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.html$/, '')}`;
    pages.set(route, readFileSync(file, 'utf8'));
  }
  return pages;
}
