-- "Avísame si se libera un horario antes": the waiting list and the offers made from it.
-- earlier_slot_waits   one row per booking whose patient asked to hear of an earlier slot with the same provider;
--                      the id is the order in which they are offered. ended_at is set when she stops waiting,
--                      takes an earlier slot, or the booking is cancelled.
-- earlier_slot_offers  one row per freed slot offered to one waiting booking. At most one open offer per slot (the
--                      partial unique index): that is the hold, during which nobody else can book it. An offer is
--                      taken once: taking it is an UPDATE … WHERE state = 'open', so of two taps only one finds it.
CREATE TABLE earlier_slot_waits (
  id bigserial PRIMARY KEY,
  appointment_uuid uuid NOT NULL REFERENCES appointments(uuid) ON DELETE CASCADE,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  provider_uuid uuid NOT NULL REFERENCES providers(uuid),
  created_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE UNIQUE INDEX earlier_slot_waits_one_per_booking ON earlier_slot_waits (appointment_uuid) WHERE ended_at IS NULL;
CREATE INDEX earlier_slot_waits_provider ON earlier_slot_waits (provider_uuid, id) WHERE ended_at IS NULL;

CREATE TABLE earlier_slot_offers (
  id uuid PRIMARY KEY,
  wait_id bigint NOT NULL REFERENCES earlier_slot_waits(id) ON DELETE CASCADE,
  patient_uuid uuid NOT NULL REFERENCES patients(patient_uuid) ON DELETE CASCADE,
  provider_uuid uuid NOT NULL REFERENCES providers(uuid),
  start_at timestamptz NOT NULL,
  offered_at timestamptz NOT NULL,
  held_until timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'taken', 'expired', 'gone')),
  closed_at timestamptz,
  -- The booking she had when she took it, and the one it became.
  from_appointment_uuid uuid REFERENCES appointments(uuid) ON DELETE CASCADE,
  to_appointment_uuid uuid REFERENCES appointments(uuid) ON DELETE CASCADE
);
CREATE UNIQUE INDEX earlier_slot_offers_one_hold ON earlier_slot_offers (provider_uuid, start_at) WHERE state = 'open';
-- A slot is offered to each waiting booking at most once.
CREATE UNIQUE INDEX earlier_slot_offers_once ON earlier_slot_offers (wait_id, start_at);
CREATE INDEX earlier_slot_offers_patient ON earlier_slot_offers (patient_uuid);
