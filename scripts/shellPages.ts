import { framedPathList } from '../src/firstPaint/frames/framedPathList';

/** For webpack.config.ts: the paths that get a page of their own, with their frame in the HTML. */
export const shellPagePaths = framedPathList;

/**
 * For webpack.config.ts, while it compiles: a framed path's #root as HTML (src/firstPaint/frames/shellPages.tsx).
 * Called only then, so reading the configuration loads no component. The frames' modules import their
 * stylesheets, which webpack bundles; rendering them in Node needs only the markup, so a stylesheet loads
 * as nothing here (webpack's config runs as CommonJS through ts-node, hence require).
 */
export function renderShellPage(route: string): string {
  require.extensions['.css'] ??= () => undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- after the .css hook above, which an import would precede
  const { shellPages } = require('../src/firstPaint/frames/shellPages') as typeof import('../src/firstPaint/frames/shellPages');
  const page = shellPages().find((p) => p.path === route);
  if (!page) throw new Error(`No frame for ${route} (src/firstPaint/frames/shellPages.tsx)`);
  return page.html;
}
