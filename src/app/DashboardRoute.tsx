import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DashboardShell } from '../features/dashboard/DashboardShell';
import { ConsultationsPanel } from '../features/appointments/ConsultationsPanel';
import { loadPatientRecord } from '../features/auth/authFlows';
import { parseAppointmentParams, selectPendingAppointmentParams } from '../lib/appointmentParams';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { modalOpened } from '../lib/modals';
import { paths } from '../lib/paths';
import { selectSession } from '../lib/session';
import { deepLinkSaved } from '../features/appointments/appointmentsSlice';
import { ModalSlot, usePrefetch } from './ModalSlot';

const loadBooking = () => import(/* webpackChunkName: "booking" */ '../features/appointments/BookingModal');
const loadAppointmentModals = () => import(/* webpackChunkName: "appointment-modals" */ './appointmentModals');
const BookingModal = lazy(() => loadBooking().then((m) => ({ default: m.BookingModal })));
const AppointmentsModal = lazy(() => loadAppointmentModals().then((m) => ({ default: m.AppointmentsModal })));
const VideoLinkMissingModal = lazy(() => loadAppointmentModals().then((m) => ({ default: m.VideoLinkMissingModal })));
const BookingThanksModal = lazy(() => loadAppointmentModals().then((m) => ({ default: m.BookingThanksModal })));

/** The dashboard, composed here so its features never import each other (DESIGN §2). */
export default function DashboardRoute() {
  useBookingDeepLink();
  useCachedPatientRecord();
  usePrefetch([loadBooking, loadAppointmentModals]);
  return (
    <DashboardShell
      consultas={<ConsultationsPanel />}
      modals={
        <>
          <ModalSlot names={['booking']}>
            <BookingModal />
          </ModalSlot>
          <ModalSlot names={['appointments']}>
            <AppointmentsModal />
          </ModalSlot>
          <ModalSlot names={['videoLinkMissing']}>
            <VideoLinkMissingModal />
          </ModalSlot>
          <ModalSlot names={['bookingThanks']}>
            <BookingThanksModal />
          </ModalSlot>
        </>
      }
    />
  );
}

/** /agendar-consulta, /appointment, or booking parameters (now or saved before the login) open the booking modal. */
function useBookingDeepLink() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const pending = useAppSelector(selectPendingAppointmentParams);
  useEffect(() => {
    const fromUrl = parseAppointmentParams(search);
    if (fromUrl) dispatch(deepLinkSaved(fromUrl));
    const params = fromUrl ?? pending;
    if (pathname === paths.bookAppointment || pathname === paths.appointment || params?.open) {
      dispatch(modalOpened({ modal: 'booking' }));
    }
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** A login whose record lookup failed still reaches the dashboard; the record is fetched again here. */
function useCachedPatientRecord() {
  const dispatch = useAppDispatch();
  const { token, email, openmrsId } = useAppSelector(selectSession);
  useEffect(() => {
    if (token && email && !openmrsId) void loadPatientRecord(dispatch, email);
  }, [token, email, openmrsId, dispatch]);
}
