/** The printable payment documents: a chunk of their own, so the payment pages do not carry them. */
export { OxxoVoucherPage } from '../../features/payments/OxxoVoucherPage';
export { PaymentReceiptPage } from '../../features/payments/PaymentReceiptPage';
