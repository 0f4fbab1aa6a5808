import * as dynamicCSS from '@rc-component/util/es/Dom/dynamicCSS';

/**
 * Every `<style>` that antd and its rc-components inject goes through @rc-component/util's dynamicCSS.
 * ConfigProvider's `csp` reaches only antd's own CSS-in-JS; the modal's scroll lock and the scrollbar
 * measurement call it without a nonce, the strict CSP (server/http/static.ts) blocks those styles, and
 * the page behind a modal keeps scrolling. webpack.config.ts puts this module in dynamicCSS's place, so
 * each injected style carries the nonce the server wrote into the page.
 */
export function pageStyleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

type Options = Parameters<typeof dynamicCSS.updateCSS>[2];

function withNonce(option: Options = {}): Options {
  const nonce = option.csp?.nonce ?? pageStyleNonce();
  return nonce ? { ...option, csp: { ...option.csp, nonce } } : option;
}

export const injectCSS: typeof dynamicCSS.injectCSS = (css, option) => dynamicCSS.injectCSS(css, withNonce(option));
export const updateCSS: typeof dynamicCSS.updateCSS = (css, key, option) => dynamicCSS.updateCSS(css, key, withNonce(option));
export const removeCSS = dynamicCSS.removeCSS;
export const clearContainerCache = dynamicCSS.clearContainerCache;
