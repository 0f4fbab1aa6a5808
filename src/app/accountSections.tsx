import { lazy, Suspense } from 'react';
import { AccountModal } from '../features/account/AccountModal';
import { PaymentHistory } from '../features/payments/PaymentHistory';
import { RemindersSection } from '../features/reminders/RemindersSection';

// Mi cuenta's privacy sections load when Mi cuenta does, in their own chunk.
const PrivacySections = lazy(() => import('../features/privacy/PrivacySections'));

/** Mi cuenta with the sections other features own, composed here so features never import each other (DESIGN §2). */
export function AccountModalWithSections() {
  return (
    <AccountModal>
      <PaymentHistory />
      <RemindersSection />
      <Suspense fallback={null}>
        <PrivacySections />
      </Suspense>
    </AccountModal>
  );
}
