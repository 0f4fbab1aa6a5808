import { AccountModal } from '../features/account/AccountModal';
import { ConsentHistory } from '../features/consent/ConsentHistory';

/** Mi cuenta with the sections other features own, composed here so features never import each other (DESIGN §2). */
export function AccountModalWithSections() {
  return (
    <AccountModal>
      <ConsentHistory />
    </AccountModal>
  );
}
