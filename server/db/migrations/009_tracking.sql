-- Her symptoms and weight over time. One row per patient and day (the day in the portal's display
-- time zone, server/modules/tracking/day.ts): a second submission that day replaces the first.
-- MRS rows keep the answers only; the scores and the band are computed from them on every read
-- (server/modules/tracking/mrsScoring.ts), so a corrected band table applies to the whole history.
CREATE TABLE mrs_assessments (
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  day date NOT NULL,
  answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'array' AND jsonb_array_length(answers) = 11),
  submitted_at timestamptz NOT NULL,
  PRIMARY KEY (patient_uuid, day)
);

CREATE TABLE weight_entries (
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  day date NOT NULL,
  weight_kg numeric(5, 1) NOT NULL CHECK (weight_kg BETWEEN 30 AND 250),
  waist_cm numeric(5, 1) CHECK (waist_cm BETWEEN 40 AND 200),
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (patient_uuid, day)
);

-- The height BMI uses when step 1 gave none she could use (personal_info.height is 0 when unparsable).
CREATE TABLE tracking_heights (
  patient_uuid uuid PRIMARY KEY REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  height_cm numeric(5, 1) NOT NULL CHECK (height_cm BETWEEN 100 AND 250),
  updated_at timestamptz NOT NULL
);
