import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAppSelector } from '../lib/hooks';
import { selectOpenModal, type ModalName } from '../lib/modals';

/**
 * Mounts a lazily loaded modal the first time it is asked for, and keeps it mounted afterwards so it
 * can animate closed. The dashboard's first load carries none of the modals' code (300 KB budget).
 */
export function ModalSlot({ names, children }: { names: ModalName[]; children: ReactNode }) {
  const open = useAppSelector(selectOpenModal);
  const [wanted, setWanted] = useState(false);
  const asked = open !== null && names.includes(open.modal);
  useEffect(() => {
    if (asked) setWanted(true);
  }, [asked]);
  if (!wanted && !asked) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** What a patient does before she opens a modal: moves the pointer, taps, types or scrolls. */
const intentEvents = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
/** With no such sign (a screen reader user who only listens), the modals load this long after the page. */
const PREFETCH_WITHOUT_INTENT_MS = 10_000;

/**
 * Loads the modals' code once the patient shows she is using the page (or after a while), so opening
 * one is instant but a slow phone's first seconds are not spent downloading and parsing modals nobody
 * asked for yet. `loaders` is a module-level list, so this runs once per mount.
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
