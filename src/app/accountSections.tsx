import { lazy, Suspense } from 'react';
import { AccountModal } from '../features/account/AccountModal';
import { ConsentHistory } from '../features/consent/ConsentHistory';
import { InvoiceRequestButton } from '../features/invoices/InvoiceRequestButton';
import { InvoicesSection } from '../features/invoices/InvoicesSection';
import { PaymentHistory } from '../features/payments/PaymentHistory';
import { RemindersSection } from '../features/reminders/RemindersSection';

// Mi cuenta's privacy sections load when Mi cuenta does, in their own chunk.
const PrivacySections = lazy(() => import('../features/privacy/PrivacySections'));

/** Mi cuenta with the sections other features own, composed here so features never import each other (docs/architecture.md). */
export function AccountModalWithSections() {
  return (
    <AccountModal>
      <PaymentHistory
        renderActions={(payment) => <InvoiceRequestButton paymentId={payment.id} method={payment.method} status={payment.status} />}
      />
      <InvoicesSection />
      <RemindersSection />
      <ConsentHistory />
      <Suspense fallback={null}>
        <PrivacySections />
      </Suspense>
    </AccountModal>
  );
}
