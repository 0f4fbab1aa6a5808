-- Fixed-window counters shared by every server on the same database. The key is a SHA-256 of the
-- limit's name and subject (e-mail, address, patient), so no personal data is stored here.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_reset ON rate_limit_counters (reset_at);
