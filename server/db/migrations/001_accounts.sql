CREATE TABLE patients (
  patient_uuid uuid PRIMARY KEY,
  person_uuid uuid NOT NULL UNIQUE,
  openmrs_id text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  birthdate date NOT NULL,
  gender text NOT NULL,
  phone_number text NOT NULL UNIQUE,
  password_hash text,
  verified_at timestamptz,
  registration jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE one_time_codes (
  id bigserial PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_patient ON one_time_codes (patient_uuid, purpose);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_patient ON sessions (patient_uuid);
