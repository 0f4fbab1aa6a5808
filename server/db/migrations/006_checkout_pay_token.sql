-- Simulated checkout: sha256 of the single-use token that the session owner's checkout URL carries;
-- cleared when "Pagar" uses it. Always NULL for Stripe sessions.
ALTER TABLE checkout_sessions ADD COLUMN pay_token_hash text
