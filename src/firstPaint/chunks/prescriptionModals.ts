/** The prescription modals that load together, after the dashboard's first paint. */
export { PrescriptionModal } from '../../features/prescriptions/PrescriptionModal';
export { PrescriptionsHistoryModal } from '../../features/prescriptions/PrescriptionsHistoryModal';
export { ShippingAddressModal } from '../../features/prescriptions/ShippingAddressModal';
