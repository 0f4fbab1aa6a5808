-- A cancelled account whose retention date has passed is deleted with everything that hangs off it
-- (server/modules/privacy/cancellation.ts, purgeExpired). Her consent evidence and answer versions go with
-- her patient row, and only with it: while the row exists a DELETE of either is refused, as is any UPDATE.
ALTER TABLE consent_records DROP CONSTRAINT consent_records_patient_uuid_fkey;
ALTER TABLE consent_records ADD CONSTRAINT consent_records_patient_uuid_fkey
  FOREIGN KEY (patient_uuid) REFERENCES patients(patient_uuid) ON DELETE CASCADE;
ALTER TABLE history_versions DROP CONSTRAINT history_versions_patient_uuid_fkey;
ALTER TABLE history_versions ADD CONSTRAINT history_versions_patient_uuid_fkey
  FOREIGN KEY (patient_uuid) REFERENCES patients(patient_uuid) ON DELETE CASCADE;

-- The cascade deletes the children after her row is gone, so "her row no longer exists" tells the purge
-- from a rewrite of the evidence.
CREATE FUNCTION refuse_change_while_patient_exists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM patients WHERE patient_uuid = OLD.patient_uuid) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
DROP TRIGGER consent_records_append_only ON consent_records;
CREATE TRIGGER consent_records_append_only BEFORE UPDATE OR DELETE ON consent_records
  FOR EACH ROW EXECUTE FUNCTION refuse_change_while_patient_exists();
DROP TRIGGER history_versions_append_only ON history_versions;
CREATE TRIGGER history_versions_append_only BEFORE UPDATE OR DELETE ON history_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_change_while_patient_exists();
