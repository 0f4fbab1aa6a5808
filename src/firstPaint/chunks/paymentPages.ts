/**
 * The payments route group's lazy chunk: one export per route (routes.tsx picks them by name). These three
 * pages paint without antd (antd's look from the first-paint kit, src/components/kit/): the plan choice and
 * the checkout's two return pages. The OXXO voucher and the receipt are in ./paymentDocuments.
 */
export { PaymentsFrame } from '../../features/payments/PaymentsFrame';
export { SubscriptionPage } from '../../features/payments/SubscriptionPage';
export { PaymentSuccessPage } from '../../features/payments/PaymentSuccessPage';
export { PaymentCancelledPage } from '../../features/payments/PaymentCancelledPage';
