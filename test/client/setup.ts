import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The first test to reach an antd route loads antd cold (seconds on a busy 2-core machine).
configure({ asyncUtilTimeout: 8000 });

// antd's responsive observer needs matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// antd 6 Form schedules with MessageChannel; node:worker_threads' version keeps Jest alive, so use timers.
class TimerMessageChannel {
  port1: { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (d: unknown) => void; close: () => void };
  port2: { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (d: unknown) => void; close: () => void };
  constructor() {
    const make = () => ({ onmessage: null as ((e: { data: unknown }) => void) | null, postMessage: (_d: unknown) => {}, close: () => {} });
    this.port1 = make();
    this.port2 = make();
    this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
    this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
  }
}
(globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;

beforeEach(() => {
  window.localStorage.clear();
});

// jsdom's crypto has no subtle; the action-log hash uses Web Crypto as browsers and Node do.
if (!globalThis.crypto?.subtle) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when jsdom lacks Web Crypto
  const { webcrypto } = require('node:crypto') as typeof import('node:crypto');
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// antd's Select, Tabs and virtual lists observe their size; jsdom has no ResizeObserver (browsers all do).
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = NoResizeObserver;

// antd measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'). jsdom computes no
// pseudo-element styles: it returns the element's own style either way, after reporting "Not implemented"
// on the console for every modal and drawer. Asking for the element's style gives the very same answer quietly.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);
