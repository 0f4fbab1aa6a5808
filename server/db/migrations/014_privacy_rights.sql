-- ARCO requests with their legal deadlines, the cancelled-account state, and the access log.

-- Who read or exported a patient's record. Append-only: no foreign key (rows outlive a record purged after
-- its retention date) and a trigger refuses UPDATE, DELETE and TRUNCATE for every role, so not even the
-- portal's own code can rewrite the history it shows her.
CREATE TABLE access_log (
  id bigserial PRIMARY KEY,
  patient_uuid uuid NOT NULL,
  at timestamptz NOT NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('patient', 'staff')),
  actor text NOT NULL,
  tool text NOT NULL,
  action text NOT NULL CHECK (action IN ('read', 'export')),
  what text NOT NULL
);
CREATE INDEX access_log_patient ON access_log (patient_uuid, at DESC);

CREATE FUNCTION access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER access_log_no_rewrite BEFORE UPDATE OR DELETE ON access_log FOR EACH ROW EXECUTE FUNCTION access_log_append_only();
CREATE TRIGGER access_log_no_truncate BEFORE TRUNCATE ON access_log FOR EACH STATEMENT EXECUTE FUNCTION access_log_append_only();

-- LFPDPPP Art. 31: answered within 20 business days, carried out within 15 more when it is granted.
CREATE TABLE arco_requests (
  id uuid PRIMARY KEY,
  folio bigserial UNIQUE,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('acceso', 'rectificacion', 'cancelacion', 'oposicion')),
  description text NOT NULL,
  attachment_uuid uuid REFERENCES documents(uuid) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('recibida', 'procedente', 'improcedente', 'atendida')),
  filed_at timestamptz NOT NULL,
  answer_due date NOT NULL,
  answer text,
  answered_at timestamptz,
  answered_by text,
  carry_out_due date,
  carried_out_at timestamptz
);
CREATE INDEX arco_requests_patient ON arco_requests (patient_uuid, filed_at DESC);

-- A cancelled account: blocked at once; the clinical record stays until retention_until (NOM-004-SSA3-2012).
ALTER TABLE patients ADD COLUMN cancelled_at timestamptz;
ALTER TABLE patients ADD COLUMN retention_until date;
