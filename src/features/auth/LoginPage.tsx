import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { MessageAlert, type AlertMessage } from '../../components/kit/Alert';
import { useAppSelector } from '../../lib/hooks';
import { paths } from '../../../common/paths';
import { selectSession } from '../../lib/session';
import { selectAuth } from './authSlice';
import { ForgotEmailForm } from './ForgotEmailForm';
import { ForgotVerificationForm } from './ForgotVerificationForm';
import { LoginForm } from './LoginForm';

const endReasonNotice: Record<'idle' | 'server', AlertMessage> = {
  idle: { kind: 'warning', title: 'Sesión cerrada', text: 'Cerramos tu sesión por inactividad. Por favor inicia sesión de nuevo.' },
  server: { kind: 'warning', title: 'Sesión expirada', text: 'Tu sesión expiró. Por favor inicia sesión de nuevo.' },
};

/** /onboarding: login, forgot-email and forgot-verification modes (SPEC §2, §4), inside the hero of firstPaint/frames/AccountFrame. */
export function LoginPage() {
  const { loginMode } = useAppSelector(selectAuth);
  const { token, endReason } = useAppSelector(selectSession);
  const location = useLocation();
  const arrivedWith = (location.state as { notice?: AlertMessage } | null)?.notice;
  const [notice, setNotice] = useState<AlertMessage | null>(arrivedWith ?? (endReason ? endReasonNotice[endReason] : null));

  // Only a visit while already signed in; a login on this page navigates by itself after the record loads.
  const [signedInOnArrival] = useState(Boolean(token));
  if (signedInOnArrival) return <Navigate to={{ pathname: paths.dashboard, search: location.search }} replace />;

  return (
    <>
      {notice && <MessageAlert message={notice} onClose={() => setNotice(null)} />}
      {loginMode === 'login' && <LoginForm onNotice={setNotice} />}
      {loginMode === 'forgot-email' && <ForgotEmailForm onNotice={setNotice} />}
      {loginMode === 'forgot-verification' && <ForgotVerificationForm onNotice={setNotice} />}
      {loginMode === 'login' && (
        <p className="auth-switch">
          ¿Aún no tienes cuenta? <Link to={paths.register}>Regístrate</Link>
        </p>
      )}
    </>
  );
}
