import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { LoadingShell } from '../../app/LoadingShell';
import { Rehydrated } from '../../app/Rehydrated';

/**
 * Layout route of the login and registration screens. Its first render is exactly the hero the server
 * put in the HTML (the card stays empty until the store is rehydrated), so hydration keeps those nodes,
 * and switching between the two screens keeps them too.
 */
export function AccountFrame() {
  return (
    <AuthLayout>
      <Rehydrated>
        <Suspense fallback={<LoadingShell />}>
          <Outlet />
        </Suspense>
      </Rehydrated>
    </AuthLayout>
  );
}
