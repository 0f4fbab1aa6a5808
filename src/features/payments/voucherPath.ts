import { paths } from '../../../common/paths';

/** Where her OXXO voucher and a payment's receipt are shown. */
export const voucherPath = (sessionId: string) => paths.oxxoVoucher.replace(':sessionId', encodeURIComponent(sessionId));
export const receiptPath = (sessionId: string) => paths.paymentReceipt.replace(':sessionId', encodeURIComponent(sessionId));
