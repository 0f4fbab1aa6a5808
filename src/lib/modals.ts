import { createAction } from '@reduxjs/toolkit';

/** The dashboard's modals (SPEC §2). One is open at a time; features open them by event. */
export type ModalName =
  | 'booking'
  | 'appointments'
  | 'videoLinkMissing'
  | 'videoCheck'
  | 'bookingThanks'
  | 'prescription'
  | 'prescriptions'
  | 'shippingAddress'
  | 'account'
  | 'files'
  | 'help';

export interface ModalRequest {
  modal: ModalName;
  /** The appointment being rescheduled, the prescription shown…: an id, never personal data. */
  ref?: string | null;
}

export const modalOpened = createAction<ModalRequest>('dashboard/modalOpened');
export const modalClosed = createAction('dashboard/modalClosed');

export const selectOpenModal = (state: { dashboard: { openModal: ModalRequest | null } }) => state.dashboard.openModal;
