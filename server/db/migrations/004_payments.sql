CREATE TABLE prescriptions (
  encounter_uuid uuid PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  provider_name text NOT NULL,
  prescribed_at timestamptz NOT NULL,
  medications jsonb NOT NULL,
  signature text,
  purchased_at timestamptz
);
CREATE INDEX prescriptions_patient ON prescriptions (patient_uuid, prescribed_at);

CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('plan', 'prescription')),
  plan text NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
  payment_status text NOT NULL CHECK (payment_status IN ('paid', 'unpaid')),
  encounter_uuid uuid REFERENCES prescriptions(encounter_uuid),
  medications jsonb,
  shipping jsonb,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  fulfilled_at timestamptz,
  created_at timestamptz NOT NULL
);

-- Provider events already handled: a replayed event fulfils nothing twice.
CREATE TABLE payment_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL
);
