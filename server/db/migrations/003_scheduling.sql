CREATE TABLE services (
  uuid uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  specialty text NOT NULL CHECK (specialty IN ('Menopausia', 'Nutrición', 'Espacios ELLA'))
);

CREATE TABLE providers (
  uuid uuid PRIMARY KEY,
  name text NOT NULL,
  specialty text NOT NULL CHECK (specialty IN ('Menopausia', 'Nutrición', 'Espacios ELLA'))
);

-- Weekly working hours in clinic local time (minutes from midnight; weekday 0 = Sunday).
CREATE TABLE provider_hours (
  provider_uuid uuid NOT NULL REFERENCES providers(uuid) ON DELETE CASCADE,
  weekday integer NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  start_minute integer NOT NULL,
  end_minute integer NOT NULL CHECK (end_minute > start_minute),
  PRIMARY KEY (provider_uuid, weekday, start_minute)
);

CREATE TABLE appointments (
  uuid uuid PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  service_uuid uuid NOT NULL REFERENCES services(uuid),
  provider_uuid uuid NOT NULL REFERENCES providers(uuid),
  location_uuid uuid NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL CHECK (end_at > start_at),
  status text NOT NULL CHECK (status IN ('Requested', 'Scheduled', 'Completed', 'Missed', 'Cancelled', 'CheckedIn')),
  notes text,
  created_at timestamptz NOT NULL
);
CREATE INDEX appointments_patient ON appointments (patient_uuid, start_at);
-- All bookings start on the provider's 40-minute grid, so one live booking per provider and start is the whole rule.
CREATE UNIQUE INDEX appointments_one_per_slot ON appointments (provider_uuid, start_at) WHERE status IN ('Requested', 'Scheduled', 'CheckedIn');

CREATE TABLE subscriptions (
  id bigserial PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX subscriptions_patient ON subscriptions (patient_uuid, expires_at);

-- A paid single consultation; used_by links it to the booking that consumed it.
CREATE TABLE consult_credits (
  id bigserial PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  plan text NOT NULL,
  used_by uuid REFERENCES appointments(uuid),
  created_at timestamptz NOT NULL
);
CREATE INDEX consult_credits_patient ON consult_credits (patient_uuid) WHERE used_by IS NULL;
