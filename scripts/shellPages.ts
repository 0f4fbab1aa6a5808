/**
 * For webpack.config.ts: the signed-in screens' frames as HTML (src/app/frames/shellPages.tsx). Their
 * modules import their stylesheets, which webpack bundles; rendering them in Node needs only the markup,
 * so a stylesheet loads as nothing here (webpack's config runs as CommonJS through ts-node, hence require).
 */
export function renderShellPages(): Array<{ path: string; html: string }> {
  require.extensions['.css'] ??= () => undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- after the .css hook above, which an import would precede
  const { shellPages } = require('../src/app/frames/shellPages') as typeof import('../src/app/frames/shellPages');
  return shellPages();
}
