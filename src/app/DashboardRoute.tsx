import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DashboardShell } from '../features/dashboard/DashboardShell';
import { ConsultationsPanel } from '../features/appointments/ConsultationsPanel';
import { AppointmentsModal } from '../features/appointments/AppointmentsModal';
import { BookingModal } from '../features/appointments/BookingModal';
import { BookingThanksModal } from '../features/appointments/BookingThanksModal';
import { VideoLinkMissingModal } from '../features/appointments/VideoLinkMissingModal';
import { PrescriptionsPanel } from '../features/prescriptions/PrescriptionsPanel';
import { PrescriptionModal } from '../features/prescriptions/PrescriptionModal';
import { PrescriptionsHistoryModal } from '../features/prescriptions/PrescriptionsHistoryModal';
import { ShippingAddressModal } from '../features/prescriptions/ShippingAddressModal';
import { FilesModal } from '../features/documents/FilesModal';
import { HelpModal } from '../features/help/HelpModal';
import { AccountModal } from '../features/account/AccountModal';
import { loadPatientRecord } from '../features/auth/authFlows';
import { parseAppointmentParams, selectPendingAppointmentParams } from '../lib/appointmentParams';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { modalOpened } from '../lib/modals';
import { paths } from '../lib/paths';
import { selectSession } from '../lib/session';
import { deepLinkSaved } from '../features/appointments/appointmentsSlice';

/** The dashboard, composed here so its features never import each other (DESIGN §2). */
export default function DashboardRoute() {
  useBookingDeepLink();
  useCachedPatientRecord();
  return (
    <DashboardShell
      consultas={
        <>
          <ConsultationsPanel />
          <PrescriptionsPanel />
        </>
      }
      modals={
        <>
          <BookingModal />
          <AppointmentsModal />
          <VideoLinkMissingModal />
          <BookingThanksModal />
          <PrescriptionModal />
          <PrescriptionsHistoryModal />
          <ShippingAddressModal />
          <FilesModal />
          <HelpModal />
          <AccountModal />
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
