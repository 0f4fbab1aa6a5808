import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { parseAppointmentParams, type AppointmentParams } from '../lib/appointmentParams';
import { paths } from '../lib/paths';
import { selectToken } from '../lib/session';
import { deepLinkSaved } from '../features/appointments/appointmentsSlice';

const bookingRoutes: readonly string[] = [paths.bookAppointment, paths.appointment];

/**
 * /agendar-consulta and /appointment mean "open the booking modal" unless the query says otherwise,
 * so the login (which lands on /dashboard) keeps that wish with the other parameters.
 */
function pendingParams(pathname: string, search: string): AppointmentParams | null {
  const parsed = parseAppointmentParams(search);
  const query = new URLSearchParams(search);
  if (!bookingRoutes.includes(pathname) || query.has('agendar') || query.has('appointment')) return parsed;
  return { service: null, specialty: null, date: null, time: null, ...parsed, open: true };
}

/** SPEC §2 guard: no stored token → /onboarding, query string kept, appointment parameters saved. */
export function RequireSession() {
  const token = useAppSelector(selectToken);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { pathname, search } = location;

  useEffect(() => {
    const params = token ? null : pendingParams(pathname, search);
    if (params) dispatch(deepLinkSaved(params));
  }, [dispatch, token, pathname, search]);

  if (!token) return <Navigate to={{ pathname: paths.login, search: location.search }} replace />;
  return <Outlet />;
}
