import { useEffect } from 'react';

/** What a patient does before she needs more code: moves the pointer, taps, types or scrolls. */
const intentEvents = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
/** With no such sign (a screen reader user who only listens), the code loads this long after the page. */
const PREFETCH_WITHOUT_INTENT_MS = 10_000;

/**
 * Loads code the page will probably need (modals, toasts) once the patient shows she is using the page
 * (or after a while), so it is there when asked for, but a slow phone's first seconds are not spent
 * downloading and parsing it. `loaders` is a module-level list, so this runs once per mount.
 */
export function usePrefetch(loaders: ReadonlyArray<() => Promise<unknown>>) {
  useEffect(() => {
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      stop();
      loaders.forEach((loader) => void loader().catch(() => undefined));
    };
    const timer = setTimeout(load, PREFETCH_WITHOUT_INTENT_MS);
    const stop = () => {
      clearTimeout(timer);
      for (const type of intentEvents) window.removeEventListener(type, load);
    };
    for (const type of intentEvents) window.addEventListener(type, load, { passive: true, once: true });
    return stop;
  }, [loaders]);
}
