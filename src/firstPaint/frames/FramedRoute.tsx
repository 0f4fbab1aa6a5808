import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Rehydrated } from '../../app/Rehydrated';
import { usePrivacyNoticeGate } from '../../app/PrivacyNoticeGate';
import { BodySkeleton } from './BodySkeleton';

/** A page's frame: its heading and whatever else is the same for every patient, around the page's body. */
export type Frame = ComponentType<{ children: ReactNode }>;

/**
 * Layout route of a signed-in screen whose frame the server sends in the HTML (scripts' build renders
 * `shellPages`). Like the account screens' AccountFrame, its first render is exactly that HTML, the frame
 * around a skeleton, so hydration adopts the nodes the patient already sees. The frame sits outside the
 * wait for localStorage and for the privacy-notice check; only the body waits, and the route's code is a
 * lazy component inside it (not a lazyPage, which PortalRouter would wait for before showing the frame).
 * A due privacy notice still comes before the page (the frame gives way to it).
 */
export function FramedRoute({ frame: Frame }: { frame: Frame }) {
  const { renewal, ready } = usePrivacyNoticeGate();
  if (renewal) return renewal;
  return (
    <Frame>
      <Rehydrated fallback={<BodySkeleton />}>
        {ready ? (
          <Suspense fallback={<BodySkeleton />}>
            <Outlet />
          </Suspense>
        ) : (
          <BodySkeleton />
        )}
      </Rehydrated>
    </Frame>
  );
}
