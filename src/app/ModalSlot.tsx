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

// The dashboard's modals load on the patient's first sign of use (shared with the questionnaire's toasts).
export { usePrefetch } from '../components/usePrefetch';
