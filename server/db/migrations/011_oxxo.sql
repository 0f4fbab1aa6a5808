-- OXXO vouchers: Stripe issues the voucher when the checkout completes unpaid; the cash arrives (or the
-- voucher expires) days later. The portal shows the voucher itself, so its number, expiry and Stripe's
-- printable page are kept with the session. payment_intent links later provider events (refunds) back to it.
ALTER TABLE checkout_sessions ADD COLUMN voucher_reference text;
ALTER TABLE checkout_sessions ADD COLUMN voucher_expires_at timestamptz;
ALTER TABLE checkout_sessions ADD COLUMN voucher_url text;
ALTER TABLE checkout_sessions ADD COLUMN payment_intent text;
ALTER TABLE checkout_sessions ADD COLUMN refunded_at timestamptz;
-- Mis pagos lists one patient's sessions, newest first.
CREATE INDEX checkout_sessions_patient ON checkout_sessions (patient_uuid, created_at);
CREATE INDEX checkout_sessions_payment_intent ON checkout_sessions (payment_intent);
