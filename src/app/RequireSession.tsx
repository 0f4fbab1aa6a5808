import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { deepLinkFromLocation } from '../lib/appointmentParams';
import { paths } from '../../common/paths';
import { selectToken } from '../lib/session';
import { deepLinkSaved } from '../features/appointments/appointmentsSlice';

/**
 * SPEC §2 guard: no stored token → /onboarding, query string kept. The one place a link's appointment
 * parameters are saved, signed in or not: the dashboard opens the booking modal from the saved wish, so a
 * link followed before the login and one followed after it take the same path.
 */
export function RequireSession() {
  const token = useAppSelector(selectToken);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { pathname, search } = location;

  useEffect(() => {
    const params = deepLinkFromLocation(pathname, search);
    if (params) dispatch(deepLinkSaved(params));
  }, [dispatch, pathname, search]);

  if (!token) return <Navigate to={{ pathname: paths.login, search: location.search }} replace />;
  return <Outlet />;
}
