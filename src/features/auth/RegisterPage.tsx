import { useState } from 'react';
import { MessageAlert, type AlertMessage } from '../../components/kit/Alert';
import { useAppSelector } from '../../lib/hooks';
import { selectAuth } from './authSlice';
import { RegistrationForm } from './RegistrationForm';
import { VerificationForm } from './VerificationForm';

/** /form/crear-cuenta: stages 'registro' and 'verificacion' (SPEC §2, §4), inside the hero of firstPaint/frames/AccountFrame. */
export function RegisterPage() {
  const { registration } = useAppSelector(selectAuth);
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  return (
    <>
      {notice && <MessageAlert message={notice} onClose={() => setNotice(null)} />}
      {registration.stage === 'verificacion' && registration.email ? (
        <VerificationForm email={registration.email} onNotice={setNotice} />
      ) : (
        <RegistrationForm onNotice={setNotice} />
      )}
    </>
  );
}
