-- Reglamento de Insumos para la Salud, arts. 29–31: a prescription names its prescriber's cédula profesional
-- and the institution that issued her degree, and the clinic's address. A provider without a cédula cannot
-- prescribe (checked by the staff handler); a prescription keeps the prescriber and address it was issued
-- with, so a later change to either never rewrites what she was given. Older prescriptions have neither.
ALTER TABLE providers ADD COLUMN cedula_profesional text CHECK (cedula_profesional ~ '^[0-9]{7,8}$');
ALTER TABLE providers ADD COLUMN cedula_institution text CHECK (length(btrim(cedula_institution)) > 0);
ALTER TABLE prescriptions ADD COLUMN prescriber jsonb;
ALTER TABLE prescriptions ADD COLUMN clinic_address text;
