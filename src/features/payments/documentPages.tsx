/** The printable payment documents: a chunk of their own, so the payment pages do not carry them. */
export { OxxoVoucherPage } from './OxxoVoucherPage';
export { PaymentReceiptPage } from './PaymentReceiptPage';
