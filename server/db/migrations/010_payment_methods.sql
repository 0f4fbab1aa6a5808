-- How a checkout was paid: OXXO vouchers complete asynchronously (payment_status stays 'unpaid' until the
-- provider says it was paid), card payments may be spread over meses sin intereses.
ALTER TABLE checkout_sessions ADD COLUMN payment_method text NOT NULL DEFAULT 'card' CHECK (payment_method IN ('card', 'oxxo'));
ALTER TABLE checkout_sessions ADD COLUMN installments integer CHECK (installments IN (3, 6, 9, 12));
