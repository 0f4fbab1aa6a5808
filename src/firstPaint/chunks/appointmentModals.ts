/** The appointment modals that load together, after the dashboard's first paint. */
export { AppointmentsModal } from '../../features/appointments/AppointmentsModal';
export { VideoLinkMissingModal } from '../../features/appointments/VideoLinkMissingModal';
export { BookingThanksModal } from '../../features/appointments/BookingThanksModal';
