-- Her hot-flash diary: one row per patient and day (the day in the portal's display time zone); a second
-- entry for the same day replaces the first, so she may correct a day. The graded counts follow the FDA's
-- and the EMA's three grades; night sweats are counted apart (times they woke her the night before the
-- day). The optional HFRDIS keeps its 10 answers only: the score, its band, the weekly series and the
-- change sentences are computed from the rows on every read (server/modules/tracking/hotFlashes.ts), so a
-- corrected figure in common/hotFlashes.ts applies to the whole diary. Deleted with her patient row (the
-- retention purge of a cancelled account, migration 015).
CREATE TABLE hot_flash_days (
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  day date NOT NULL,
  mild smallint NOT NULL CHECK (mild BETWEEN 0 AND 50),
  moderate smallint NOT NULL CHECK (moderate BETWEEN 0 AND 50),
  severe smallint NOT NULL CHECK (severe BETWEEN 0 AND 50),
  night_sweats smallint NOT NULL CHECK (night_sweats BETWEEN 0 AND 50),
  hfrdis jsonb CHECK (hfrdis IS NULL OR (jsonb_typeof(hfrdis) = 'array' AND jsonb_array_length(hfrdis) = 10)),
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (patient_uuid, day)
);
