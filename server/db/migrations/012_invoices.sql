-- CFDI 4.0 invoices for her tax deduction. Her billing data (one set per patient) is copied into each
-- invoice request when she asks: the invoice must carry the data she had then, even if she edits it later.
CREATE TABLE billing_profiles (
  patient_uuid uuid PRIMARY KEY REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  rfc text NOT NULL CHECK (length(rfc) = 13),
  legal_name text NOT NULL,
  tax_regime text NOT NULL,
  cfdi_use text NOT NULL,
  postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
  updated_at timestamptz NOT NULL
);

-- One request per payment (a payment is a checkout session with payment_status 'paid'). 'requested' waits
-- for the clinic (or for a failed PAC call to be settled by hand); 'issued' has its PDF and XML.
CREATE TABLE invoice_requests (
  id uuid PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  checkout_session_id text NOT NULL UNIQUE REFERENCES checkout_sessions(id) ON DELETE CASCADE,
  rfc text NOT NULL,
  legal_name text NOT NULL,
  tax_regime text NOT NULL,
  cfdi_use text NOT NULL,
  postal_code text NOT NULL,
  status text NOT NULL CHECK (status IN ('requested', 'issued')),
  provider_invoice_id text,
  cfdi_uuid text,
  pdf bytea,
  xml bytea,
  last_error text,
  requested_at timestamptz NOT NULL,
  issued_at timestamptz,
  CHECK (status = 'requested' OR (pdf IS NOT NULL AND xml IS NOT NULL))
);
CREATE INDEX invoice_requests_patient ON invoice_requests (patient_uuid, requested_at);
