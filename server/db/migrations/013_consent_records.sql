-- Consent evidence that holds up, and questionnaire answers that are never overwritten.
--
-- privacy_notices: every version of the privacy notice the portal has asked a patient to accept, with its
--   exact text and the SHA-256 (hex) of that text as UTF-8. The current version comes from openapi.yaml
--   (x-shared-facts.privacyNotice); the server writes its row the first time it needs it and never changes
--   it (a version whose text changed is refused: a new text needs a new version). `body` is the title and
--   the paragraphs joined by blank lines ("\n\n"), the exact string `sha256` is the hash of.
CREATE TABLE privacy_notices (
  version text PRIMARY KEY,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  body text NOT NULL,
  published_at timestamptz NOT NULL
);

-- consent_records: one row per acceptance, append-only (the database refuses UPDATE and DELETE).
--   kind               'registration' (the checkbox of /form/crear-cuenta, POST /auth/register),
--                      'signature'    (step 8, the drawn signature, POST /patients/{id}/history/privacy),
--                      'renewal'      (a newer notice accepted at sign-in, POST /patients/{id}/consents)
--   notice_version, notice_sha256   which notice text she was shown (a row of privacy_notices)
--   accepted_at        the server's time of the acceptance
--   client_address     req.ip (the patient's address behind a balancer when TRUST_PROXY names it)
--   user_agent         the browser's User-Agent header, at most 300 characters
--   signature_sha256   SHA-256 (hex) of the signature JPEG's bytes for 'signature' rows, else NULL
--                      (the image itself stays in privacy_consents.signature)
-- A patient's current notice is accepted when a row with the current version and hash exists.
CREATE TABLE consent_records (
  id bigserial PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid),
  kind text NOT NULL CHECK (kind IN ('registration', 'signature', 'renewal')),
  notice_version text NOT NULL REFERENCES privacy_notices(version),
  notice_sha256 text NOT NULL,
  accepted_at timestamptz NOT NULL,
  client_address text NOT NULL,
  user_agent text NOT NULL,
  signature_sha256 text CHECK (signature_sha256 ~ '^[0-9a-f]{64}$'),
  CHECK ((kind = 'signature') = (signature_sha256 IS NOT NULL))
);
CREATE INDEX consent_records_patient ON consent_records (patient_uuid, accepted_at);

-- history_versions: every save of a questionnaire step, append-only (NOM-004-SSA3-2012: the clinical
--   record is corrected by addenda, never overwritten). history_steps and personal_info keep serving the
--   latest answers; the triggers below copy each INSERT or UPDATE of them here, whoever writes it.
--   step      a history_steps step ('family', 'non-pathological', 'urinary', 'pathological',
--             'gynecological', 'menopause') or 'personal-info' (step 1)
--   payload   the answers as the API received them (for 'personal-info': weight, height, shippingAddress)
--   saved_at  when that version was saved (the updated_at the writer set)
CREATE TABLE history_versions (
  id bigserial PRIMARY KEY,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid),
  step text NOT NULL,
  payload jsonb NOT NULL,
  saved_at timestamptz NOT NULL
);
CREATE INDEX history_versions_patient ON history_versions (patient_uuid, step, id);

CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER consent_records_append_only BEFORE UPDATE OR DELETE ON consent_records
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER history_versions_append_only BEFORE UPDATE OR DELETE ON history_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER privacy_notices_append_only BEFORE UPDATE OR DELETE ON privacy_notices
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

CREATE FUNCTION keep_history_step_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO history_versions (patient_uuid, step, payload, saved_at) VALUES (NEW.patient_uuid, NEW.step, NEW.payload, NEW.updated_at);
  RETURN NULL;
END;
$$;
CREATE TRIGGER history_steps_versions AFTER INSERT OR UPDATE ON history_steps
  FOR EACH ROW EXECUTE FUNCTION keep_history_step_version();

CREATE FUNCTION keep_personal_info_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO history_versions (patient_uuid, step, payload, saved_at) VALUES (
    NEW.patient_uuid,
    'personal-info',
    jsonb_build_object(
      'weight', NEW.weight,
      'height', NEW.height,
      'shippingAddress', jsonb_build_object('street', NEW.street, 'number', NEW.number, 'city', NEW.city, 'state', NEW.state, 'postalCode', NEW.postal_code)
    ),
    NEW.updated_at
  );
  RETURN NULL;
END;
$$;
CREATE TRIGGER personal_info_versions AFTER INSERT OR UPDATE ON personal_info
  FOR EACH ROW EXECUTE FUNCTION keep_personal_info_version();

-- Answers saved before this migration become each step's first version.
INSERT INTO history_versions (patient_uuid, step, payload, saved_at)
  SELECT patient_uuid, step, payload, updated_at FROM history_steps ORDER BY updated_at;
INSERT INTO history_versions (patient_uuid, step, payload, saved_at)
  SELECT patient_uuid, 'personal-info',
    jsonb_build_object('weight', weight, 'height', height,
      'shippingAddress', jsonb_build_object('street', street, 'number', number, 'city', city, 'state', state, 'postalCode', postal_code)),
    updated_at
  FROM personal_info ORDER BY updated_at;
