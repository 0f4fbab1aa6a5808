import { definePart, iso, table } from '../../export/part';

const offerStates: Record<string, string> = {
  open: 'Apartado para ti',
  taken: 'Lo tomaste',
  expired: 'Venció sin tomarlo',
  gone: 'Retirado (cancelaste o dejaste de esperar)',
};

/** Her asks for an earlier slot and every slot offered to her from them (earlier_slot_waits, earlier_slot_offers). */
export const earlierSlotPart = definePart({
  key: 'earlierSlots',
  title: 'Avisos de horarios antes',
  async load({ db, patientUuid }) {
    const waits = await db.query<{ appointment_uuid: string; created_at: Date; ended_at: Date | null }>(
      'SELECT appointment_uuid, created_at, ended_at FROM earlier_slot_waits WHERE patient_uuid = $1 ORDER BY id',
      [patientUuid],
    );
    const offers = await db.query<{ start_at: Date; offered_at: Date; held_until: Date; state: string }>(
      'SELECT start_at, offered_at, held_until, state FROM earlier_slot_offers WHERE patient_uuid = $1 ORDER BY offered_at',
      [patientUuid],
    );
    return {
      waits: waits.map((w) => ({ appointmentUuid: w.appointment_uuid, since: iso(w.created_at)!, until: iso(w.ended_at) })),
      offers: offers.map((o) => ({ slot: iso(o.start_at)!, offeredAt: iso(o.offered_at)!, heldUntil: iso(o.held_until)!, state: o.state })),
    };
  },
  html({ waits, offers }) {
    return (
      table(
        ['Consulta', 'Desde', 'Hasta'],
        waits.map((w) => [w.appointmentUuid, w.since, w.until ?? 'Sigues esperando']),
        'No pediste avisos de horarios antes.',
      ) +
      table(
        ['Horario ofrecido', 'Ofrecido', 'Apartado hasta', 'Estado'],
        offers.map((o) => [o.slot, o.offeredAt, o.heldUntil, offerStates[o.state] ?? o.state]),
        'No se te ha ofrecido ningún horario.',
      )
    );
  },
});
