import { readFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type JSDOMEnvironment from 'jest-environment-jsdom';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS class whose types are jsdom's environment
const FixedJSDOMEnvironment = require('jest-fixed-jsdom') as typeof JSDOMEnvironment;

/**
 * jest-fixed-jsdom, with one repair to the selector engine jsdom uses for getComputedStyle.
 *
 * nwsapi 2.2.25+ keeps at most 1,000 compiled selectors in an LRU cache. jsdom's getComputedStyle
 * tries every CSS rule of the page on the element and each ancestor, and antd injects more than
 * 1,000 rules: cycling through them misses the LRU every time, so every user-event click (which
 * checks `pointer-events` up the tree) recompiled every selector — over half a second a click.
 * Upstream raised the limit (dperini/nwsapi#186, "Raise CACHE_LIMIT to 4096"); until a release
 * carries it, each test document gets an nwsapi instance built from the very same installed
 * source with a larger limit. Same engine, same results; only the cache size differs. Where the
 * source no longer has the constant (a fixed release), jsdom's own instance is left alone.
 */
const CACHE_LIMIT = 10_000;

const jsdomDir = path.dirname(require.resolve('jsdom/package.json'));
const nwsapiFile = require.resolve('nwsapi', { paths: [jsdomDir] });
const source = readFileSync(nwsapiFile, 'utf8');
const limited = /CACHE_LIMIT = 1000,/;

type Nwsapi = (global: { document: Document; DOMException: unknown }) => { configure(options: Record<string, boolean>): void };

function loadLargerCacheNwsapi(): Nwsapi | null {
  if (!limited.test(source)) return null;
  const mod = new Module(nwsapiFile) as Module & { _compile(code: string, filename: string): void; paths: string[] };
  mod.filename = nwsapiFile;
  mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path.dirname(nwsapiFile));
  mod._compile(source.replace(limited, `CACHE_LIMIT = ${CACHE_LIMIT},`), nwsapiFile);
  return mod.exports as Nwsapi;
}

const nwsapi = loadLargerCacheNwsapi();
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an internal jsdom file found at run time, without types
const { implForWrapper } = require(path.join(jsdomDir, 'lib/jsdom/living/generated/utils.js')) as {
  implForWrapper(wrapper: unknown): Record<string, unknown>;
};

export default class ClientEnvironment extends FixedJSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof FixedJSDOMEnvironment>) {
    super(...args);
    const window = this.dom?.window;
    if (!nwsapi || !window) return;
    const document = implForWrapper(window.document);
    // The same options jsdom's lib/jsdom/living/helpers/selectors.js gives its two lazily made instances.
    const dontThrow = nwsapi({ document: window.document, DOMException: window.DOMException });
    dontThrow.configure({ LOGERRORS: false, VERBOSITY: false, IDS_DUPES: true, MIXEDCASE: true });
    const throwing = nwsapi({ document: window.document, DOMException: window.DOMException });
    throwing.configure({ LOGERRORS: false, IDS_DUPES: true, MIXEDCASE: true });
    document._nwsapiDontThrow = dontThrow;
    document._nwsapi = throwing;
  }
}
