-- The telehealth informed consent she gives before her first video visit, kept like the privacy notice's:
-- telehealth_consent_texts  every version of the text the portal asked her to accept (x-shared-facts.telehealthConsent),
--                           with its SHA-256; written the first time it is needed and never changed.
-- telehealth_consents       one row per acceptance, append-only while her patient row exists (purged with it):
--                           which version and text, the server's time, her address and browser.
CREATE TABLE telehealth_consent_texts (
  version text PRIMARY KEY,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  body text NOT NULL,
  published_at timestamptz NOT NULL
);

CREATE TABLE telehealth_consents (
  id bigserial PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  consent_version text NOT NULL REFERENCES telehealth_consent_texts(version),
  consent_sha256 text NOT NULL,
  accepted_at timestamptz NOT NULL,
  client_address text NOT NULL,
  user_agent text NOT NULL
);
CREATE INDEX telehealth_consents_patient ON telehealth_consents (patient_uuid, accepted_at);

CREATE TRIGGER telehealth_consent_texts_append_only BEFORE UPDATE OR DELETE ON telehealth_consent_texts
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER telehealth_consents_append_only BEFORE UPDATE OR DELETE ON telehealth_consents
  FOR EACH ROW EXECUTE FUNCTION refuse_change_while_patient_exists();
