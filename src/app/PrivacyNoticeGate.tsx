import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useGetConsentsQuery } from '../api';
import { useAppSelector } from '../lib/hooks';
import { selectOpenmrsId, selectToken } from '../lib/session';
import { LoadingShell } from './LoadingShell';

const NoticeRenewal = lazy(() =>
  import(/* webpackChunkName: "consent" */ '../features/consent/NoticeRenewal').then((m) => ({ default: m.NoticeRenewal })),
);

/**
 * A signed-in patient who has not accepted the current privacy notice (a new version since her last
 * acceptance) accepts it before any other screen. Without a session, or when the check itself fails,
 * the page shows as usual: the gate never locks her out of her care over a failed request.
 * `renewal` is the acceptance screen when one is due; `ready` says whether the page may show.
 */
export function usePrivacyNoticeGate(): { renewal: ReactNode; ready: boolean } {
  const token = useAppSelector(selectToken);
  const openmrsId = useAppSelector(selectOpenmrsId);
  const skip = !token || !openmrsId;
  const status = useGetConsentsQuery({ openmrsId: openmrsId ?? '' }, { skip });
  // Once the page has shown, a refetch (a signature invalidates the status) must not swap it for the
  // loading screen: that would unmount the page in the middle of what she is doing.
  const [shownFor, setShownFor] = useState<string | null>(null);
  const settled = status.isError || (status.data !== undefined && !status.data.pending);
  if (!skip && settled && shownFor !== openmrsId) setShownFor(openmrsId);
  if (skip) return { renewal: null, ready: true };
  if (status.data?.pending) {
    return {
      renewal: (
        <Suspense fallback={<LoadingShell />}>
          <NoticeRenewal status={status.data} openmrsId={openmrsId} />
        </Suspense>
      ),
      ready: false,
    };
  }
  return { renewal: null, ready: settled || shownFor === openmrsId };
}

export function PrivacyNoticeGate({ children }: { children: ReactNode }) {
  const { renewal, ready } = usePrivacyNoticeGate();
  if (renewal) return renewal;
  return ready ? children : <LoadingShell />;
}
