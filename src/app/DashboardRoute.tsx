import { lazy, Suspense, useEffect } from 'react';
import { DashboardShell } from '../features/dashboard/DashboardShell';
import { ConsultationsPanel } from '../features/appointments/ConsultationsPanel';
import { PrescriptionsPanel } from '../features/prescriptions/PrescriptionsPanel';
import { loadPatientRecord } from '../features/auth/authFlows';
import { selectPendingAppointmentParams } from '../lib/appointmentParams';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { modalOpened, selectOpenModal } from '../lib/modals';
import { selectSession } from '../lib/session';
import { selectPendingOxxo } from '../features/payments/paymentsSlice';
import { AntdOnDemand } from '../components/AntdOnDemand';
import { FeedbackProvider } from '../components/feedback';
import { ModalSlot, usePrefetch } from './ModalSlot';
import { TrackingSkeleton } from '../features/tracking/TrackingSkeleton';

const loadBooking = () => import(/* webpackChunkName: "booking" */ '../features/appointments/BookingModal');
const loadAppointmentModals = () => import(/* webpackChunkName: "appointment-modals" */ '../firstPaint/chunks/appointmentModals');
const BookingModal = lazy(() => loadBooking().then((m) => ({ default: m.BookingModal })));
const AppointmentsModal = lazy(() => loadAppointmentModals().then((m) => ({ default: m.AppointmentsModal })));
const VideoLinkMissingModal = lazy(() => loadAppointmentModals().then((m) => ({ default: m.VideoLinkMissingModal })));
const BookingThanksModal = lazy(() => loadAppointmentModals().then((m) => ({ default: m.BookingThanksModal })));
const loadPrescriptionModals = () => import(/* webpackChunkName: "prescription-modals" */ '../firstPaint/chunks/prescriptionModals');
const PrescriptionModal = lazy(() => loadPrescriptionModals().then((m) => ({ default: m.PrescriptionModal })));
const PrescriptionsHistoryModal = lazy(() => loadPrescriptionModals().then((m) => ({ default: m.PrescriptionsHistoryModal })));
const ShippingAddressModal = lazy(() => loadPrescriptionModals().then((m) => ({ default: m.ShippingAddressModal })));
const loadVideoCheck = () => import(/* webpackChunkName: "video-check" */ '../features/appointments/videoCheck/VideoCheckModal');
const VideoCheckModal = lazy(() => loadVideoCheck().then((m) => ({ default: m.VideoCheckModal })));
const loadFiles = () => import(/* webpackChunkName: "files" */ '../features/documents/FilesModal');
const loadHelp = () => import(/* webpackChunkName: "help" */ '../features/help/HelpModal');
const loadAccount = () => import(/* webpackChunkName: "account" */ './accountSections');
const FilesModal = lazy(() => loadFiles().then((m) => ({ default: m.FilesModal })));
const HelpModal = lazy(() => loadHelp().then((m) => ({ default: m.HelpModal })));
const AccountModal = lazy(() => loadAccount().then((m) => ({ default: m.AccountModalWithSections })));
// The tabs and their chart library load only when she opens one.
const MenopausiaView = lazy(() => import(/* webpackChunkName: "tracking-menopausia" */ '../features/tracking/MenopausiaView'));
const NutricionView = lazy(() => import(/* webpackChunkName: "tracking-nutricion" */ '../features/tracking/NutricionView'));
// Loaded only while an OXXO voucher is pending: most dashboards never download it.
const OxxoPendingBanner = lazy(() => import(/* webpackChunkName: "oxxo-banner" */ '../features/payments/OxxoPendingBanner'));
// Every modal sits inside antd's providers, which the dashboard's own first paint does not load.
const loadAntd = () => import(/* webpackChunkName: "antd-shell" */ '../components/AntdShell');
const modalLoaders = [
  loadAntd,
  loadBooking,
  loadAppointmentModals,
  loadVideoCheck,
  loadPrescriptionModals,
  loadFiles,
  loadHelp,
  loadAccount,
];

/** The dashboard, composed here so its features never import each other (docs/architecture.md). */
export default function DashboardRoute() {
  useBookingDeepLink();
  useCachedPatientRecord();
  usePrefetch(modalLoaders);
  const modalAsked = useAppSelector(selectOpenModal) !== null;
  const oxxoPending = useAppSelector(selectPendingOxxo) !== null;
  return (
    // The dashboard paints without antd; its modals get antd's providers with the first one opened.
    <FeedbackProvider>
      <DashboardShell
        consultas={
          <>
            {/* The banner is antd's Alert: it needs antd's providers, which the dashboard paints without. */}
            <AntdOnDemand when={oxxoPending}>{oxxoPending && <OxxoPendingBanner />}</AntdOnDemand>
            <ConsultationsPanel />
            <PrescriptionsPanel />
          </>
        }
        menopausia={
          <Suspense fallback={<TrackingSkeleton />}>
            <MenopausiaView />
          </Suspense>
        }
        nutricion={
          <Suspense fallback={<TrackingSkeleton />}>
            <NutricionView />
          </Suspense>
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
            <ModalSlot names={['videoCheck']}>
              <VideoCheckModal />
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

/**
 * A saved booking wish (a link followed now or before the login, saved by RequireSession) opens the booking
 * modal; the modal consumes the wish when it closes, so the same wish never opens it twice.
 */
function useBookingDeepLink() {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingAppointmentParams);
  useEffect(() => {
    if (pending?.open) dispatch(modalOpened({ modal: 'booking' }));
  }, [pending, dispatch]);
}

/** A login whose record lookup failed still reaches the dashboard; the record is fetched again here. */
function useCachedPatientRecord() {
  const dispatch = useAppDispatch();
  const { token, email, openmrsId } = useAppSelector(selectSession);
  useEffect(() => {
    if (token && email && !openmrsId) void loadPatientRecord(dispatch, email);
  }, [token, email, openmrsId, dispatch]);
}
