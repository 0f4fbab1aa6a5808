import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { IdleTimeout } from '../features/auth/IdleTimeout';
import { useAppSelector } from '../lib/hooks';
import { paths } from '../../common/paths';
import { selectToken } from '../lib/session';
import { idleSettings } from './idleSettings';

/** Root of every route: the idle timer while signed in, and back to login when the session ends. */
export function SessionWatch() {
  const token = useAppSelector(selectToken);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const hadToken = useRef(Boolean(token));

  useEffect(() => {
    if (hadToken.current && !token && pathname !== paths.login) navigate(paths.login, { replace: true });
    hadToken.current = Boolean(token);
  }, [token, navigate, pathname]);

  return (
    <>
      {token && <IdleTimeout {...idleSettings()} />}
      <Outlet />
    </>
  );
}
