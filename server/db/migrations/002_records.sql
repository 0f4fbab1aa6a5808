CREATE TABLE personal_info (
  patient_uuid uuid PRIMARY KEY REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  weight numeric NOT NULL,
  height numeric NOT NULL,
  street text NOT NULL,
  number text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  postal_code text NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE privacy_consents (
  patient_uuid uuid PRIMARY KEY REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  signature text NOT NULL,
  signature_sha256 text NOT NULL,
  signed_at timestamptz NOT NULL,
  ip text NOT NULL,
  user_agent text NOT NULL
);

CREATE TABLE history_steps (
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  step text NOT NULL CHECK (step IN ('family', 'non-pathological', 'urinary', 'pathological', 'gynecological', 'menopause')),
  payload jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (patient_uuid, step)
);

CREATE TABLE documents (
  uuid uuid PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  file_name text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  document_type text NOT NULL CHECK (document_type IN ('ginecologia', 'nutricion', 'salud_mental', 'general')),
  description text,
  size_bytes integer NOT NULL,
  mime_type text NOT NULL,
  uploaded_at timestamptz NOT NULL
);
CREATE INDEX documents_patient ON documents (patient_uuid, uploaded_at);

CREATE TABLE support_messages (
  id bigserial PRIMARY KEY,
  patient_uuid uuid REFERENCES patients(patient_uuid) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('help', 'contact')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
