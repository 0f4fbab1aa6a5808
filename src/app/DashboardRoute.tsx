import { lazy, useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { DashboardShell } from '../features/dashboard/DashboardShell';
import { ConsultationsPanel } from '../features/appointments/ConsultationsPanel';
import { PrescriptionsPanel } from '../features/prescriptions/PrescriptionsPanel';
import { loadPatientRecord } from '../features/auth/authFlows';
import { parseAppointmentParams, selectPendingAppointmentParams } from '../lib/appointmentParams';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { modalOpened, selectOpenModal } from '../lib/modals';
import { paths } from '../lib/paths';
import { selectSession } from '../lib/session';
import { deepLinkSaved } from '../features/appointments/appointmentsSlice';
import { AntdOnDemand } from '../components/AntdOnDemand';
import { FeedbackProvider } from '../components/feedback';
import { ModalSlot, usePrefetch } from './ModalSlot';

const loadBooking = () => import(/* webpackChunkName: "booking" */ '../features/appointments/BookingModal');
const loadAppointmentModals = () => import(/* webpackChunkName: "appointment-modals" */ './appointmentModals');
const BookingModal = lazy(() => loadBooking().then((m) => ({ default: m.BookingModal })));
const AppointmentsModal = lazy(() => loadAppointmentModals().then((m) => ({ default: m.AppointmentsModal })));
const VideoLinkMissingModal = lazy(() => loadAppointmentModals().then((m) => ({ default: m.VideoLinkMissingModal })));
const BookingThanksModal = lazy(() => loadAppointmentModals().then((m) => ({ default: m.BookingThanksModal })));
const loadPrescriptionModals = () => import(/* webpackChunkName: "prescription-modals" */ './prescriptionModals');
const PrescriptionModal = lazy(() => loadPrescriptionModals().then((m) => ({ default: m.PrescriptionModal })));
const PrescriptionsHistoryModal = lazy(() => loadPrescriptionModals().then((m) => ({ default: m.PrescriptionsHistoryModal })));
const ShippingAddressModal = lazy(() => loadPrescriptionModals().then((m) => ({ default: m.ShippingAddressModal })));
const loadFiles = () => import(/* webpackChunkName: "files" */ '../features/documents/FilesModal');
const loadHelp = () => import(/* webpackChunkName: "help" */ '../features/help/HelpModal');
const loadAccount = () => import(/* webpackChunkName: "account" */ './accountSections');
const FilesModal = lazy(() => loadFiles().then((m) => ({ default: m.FilesModal })));
const HelpModal = lazy(() => loadHelp().then((m) => ({ default: m.HelpModal })));
const AccountModal = lazy(() => loadAccount().then((m) => ({ default: m.AccountModalWithSections })));
// Every modal sits inside antd's providers, which the dashboard's own first paint does not load.
const loadAntd = () => import(/* webpackChunkName: "antd-shell" */ '../components/AntdShell');
const modalLoaders = [loadAntd, loadBooking, loadAppointmentModals, loadPrescriptionModals, loadFiles, loadHelp, loadAccount];

/** The dashboard, composed here so its features never import each other (DESIGN §2). */
export default function DashboardRoute() {
  useBookingDeepLink();
  useCachedPatientRecord();
  usePrefetch(modalLoaders);
  const modalAsked = useAppSelector(selectOpenModal) !== null;
  return (
    // The dashboard paints without antd; its modals get antd's providers with the first one opened.
    <FeedbackProvider>
      <DashboardShell
        consultas={
          <>
            <ConsultationsPanel />
            <PrescriptionsPanel />
          </>
        }
        modals={
          <AntdOnDemand when={modalAsked}>
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
            <ModalSlot names={['prescription', 'shippingAddress']}>
              <PrescriptionModal />
              <ShippingAddressModal />
            </ModalSlot>
            <ModalSlot names={['prescriptions']}>
              <PrescriptionsHistoryModal />
            </ModalSlot>
            <ModalSlot names={['files']}>
              <FilesModal />
            </ModalSlot>
            <ModalSlot names={['help']}>
              <HelpModal />
            </ModalSlot>
            <ModalSlot names={['account']}>
              <AccountModal />
            </ModalSlot>
          </AntdOnDemand>
        }
      />
    </FeedbackProvider>
  );
}

/** /agendar-consulta, /appointment, or booking parameters (now or saved before the login) open the booking modal. */
function useBookingDeepLink() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const pending = useAppSelector(selectPendingAppointmentParams);
  // On arrival at a path only: saving the link's parameters changes `pending`, which must not reopen it.
  const openFromLink = useEffectEvent((path: string) => {
    const fromUrl = parseAppointmentParams(search);
    if (fromUrl) dispatch(deepLinkSaved(fromUrl));
    const params = fromUrl ?? pending;
    if (path === paths.bookAppointment || path === paths.appointment || params?.open) {
      dispatch(modalOpened({ modal: 'booking' }));
    }
  });
  useEffect(() => {
    openFromLink(pathname);
  }, [pathname]);
}

/** A login whose record lookup failed still reaches the dashboard; the record is fetched again here. */
function useCachedPatientRecord() {
  const dispatch = useAppDispatch();
  const { token, email, openmrsId } = useAppSelector(selectSession);
  useEffect(() => {
    if (token && email && !openmrsId) void loadPatientRecord(dispatch, email);
  }, [token, email, openmrsId, dispatch]);
}
