import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { parseAppointmentParams } from '../lib/appointmentParams';
import { paths } from '../lib/paths';
import { selectToken } from '../lib/session';
import { deepLinkSaved } from '../features/appointments/appointmentsSlice';

/** SPEC §2 guard: no stored token → /onboarding, query string kept, appointment parameters saved. */
export function RequireSession() {
  const token = useAppSelector(selectToken);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const search = location.search;

  useEffect(() => {
    const params = token ? null : parseAppointmentParams(search);
    if (params) dispatch(deepLinkSaved(params));
  }, [dispatch, token, search]);

  if (!token) return <Navigate to={{ pathname: paths.login, search: location.search }} replace />;
  return <Outlet />;
}
