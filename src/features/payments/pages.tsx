/**
 * The payments route group's lazy chunk: one export per route (src/app/routes.tsx picks them by name).
 * These three pages paint without antd (antd's look from the first-paint kit, src/components/kit/): the plan
 * choice and the checkout's two return pages. The OXXO voucher and the receipt are in ./documentPages.
 */
export { PaymentsFrame } from './PaymentsFrame';
export { SubscriptionPage } from './SubscriptionPage';
export { PaymentSuccessPage } from './PaymentSuccessPage';
export { PaymentCancelledPage } from './PaymentCancelledPage';
