import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { portalAt } from '../portalAt';
import { setupStore } from '../../../src/app/store';

/** Parsed and serialized again, so quoting and self-closing tags do not matter. */
function normal(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}

describe('account shell in the HTML', () => {
  it.each(['/onboarding', '/form/crear-cuenta', '/'])('is exactly what the app renders first on %s, so hydration keeps it', (url) => {
    const template = readFileSync(path.resolve(__dirname, '../../../src/index.html'), 'utf8');
    const shell = /<% if \(htmlWebpackPlugin\.options\.accountShell\) \{ %>([\s\S]*?)<% \} %>/.exec(template)?.[1];
    expect(shell).toBeDefined();
    // Jest maps image imports to this stub; the template's require() gives the same file in the build.
    const fromTemplate = shell!.replace(/<%= require\('\.\/features\/auth\/hero\.svg'\) %>/, 'test-file-stub');
    // React 19 adds a preload hint for the image when rendering to a string; a client render does not.
    // Rendering for the server uses the hydration snapshot: the store not yet rehydrated.
    const app = <Provider store={setupStore()}>{portalAt(url).element}</Provider>;
    const rendered = renderToStaticMarkup(app).replace(/^<link rel="preload"[^>]*>/, '');
    expect(normal(fromTemplate)).toBe(normal(rendered));
  });
});
