import { useState } from 'react';
import { Notice, type NoticeMessage } from '../../components/lite/Notice';
import { useAppSelector } from '../../lib/hooks';
import { selectAuth } from './authSlice';
import { RegistrationForm } from './RegistrationForm';
import { VerificationForm } from './VerificationForm';

/** /form/crear-cuenta: stages 'registro' and 'verificacion' (SPEC §2, §4), inside the hero of app/AccountFrame. */
export function RegisterPage() {
  const { registration } = useAppSelector(selectAuth);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  return (
    <>
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      {registration.stage === 'verificacion' && registration.email ? (
        <VerificationForm email={registration.email} onNotice={setNotice} />
      ) : (
        <RegistrationForm onNotice={setNotice} />
      )}
    </>
  );
}
