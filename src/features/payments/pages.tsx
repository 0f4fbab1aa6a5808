/** The payments route group's lazy chunk: one export per route (src/app/routes.tsx picks them by name). */
export { SubscriptionPage } from './SubscriptionPage';
export { PaymentSuccessPage } from './PaymentSuccessPage';
export { PaymentCancelledPage } from './PaymentCancelledPage';
export { OxxoVoucherPage } from './OxxoVoucherPage';
export { PaymentReceiptPage } from './PaymentReceiptPage';
