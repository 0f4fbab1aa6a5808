export const PENDING_PAYMENT_WINDOW_MS = 10 * 60 * 1000;
export const IDLE_TIMEOUT_MS = 300 * 1000;
export const IDLE_WARNING_MS = 30 * 1000;

/** SPEC §7: every booking names the clinic's one virtual location. */
export const CLINIC_LOCATION_UUID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
