-- Her reminder channels (both on until she turns one off) and every reminder that was sent or
-- deliberately skipped. The primary key is what makes a reminder go out once: the job that finds its row
-- already there (a second worker, a retry after a crash) sends nothing.
CREATE TABLE reminder_preferences (
  patient_uuid uuid PRIMARY KEY REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  email boolean NOT NULL DEFAULT true,
  whatsapp boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL
);

CREATE TABLE reminder_log (
  appointment_uuid uuid NOT NULL REFERENCES appointments(uuid) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('24h', '1h')),
  start_at timestamptz NOT NULL,
  channels text[] NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (appointment_uuid, kind, start_at)
);
