export const PENDING_PAYMENT_WINDOW_MS = 10 * 60 * 1000;
export const IDLE_TIMEOUT_MS = 300 * 1000;
export const IDLE_WARNING_MS = 30 * 1000;
