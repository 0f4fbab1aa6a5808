import { definePart, iso, patientReference, table } from '../../../../export/part';

const statusLabels: Record<string, { label: string; fhir: string }> = {
  Requested: { label: 'Solicitada', fhir: 'proposed' },
  Scheduled: { label: 'Agendada', fhir: 'booked' },
  CheckedIn: { label: 'En consulta', fhir: 'checked-in' },
  Completed: { label: 'Completada', fhir: 'fulfilled' },
  Missed: { label: 'No asistió', fhir: 'noshow' },
  Cancelled: { label: 'Cancelada', fhir: 'cancelled' },
};

export const appointmentsPart = definePart({
  key: 'appointments',
  title: 'Consultas',
  async load({ db, patientUuid }) {
    const rows = await db.query<{
      uuid: string;
      start_at: Date;
      end_at: Date;
      status: string;
      notes: string | null;
      service: string;
      provider: string;
      created_at: Date;
    }>(
      `SELECT a.uuid, a.start_at, a.end_at, a.status, a.notes, s.name AS service, p.name AS provider, a.created_at
         FROM appointments a JOIN services s ON s.uuid = a.service_uuid JOIN providers p ON p.uuid = a.provider_uuid
        WHERE a.patient_uuid = $1 ORDER BY a.start_at`,
      [patientUuid],
    );
    return rows.map((r) => ({
      uuid: r.uuid,
      start: iso(r.start_at)!,
      end: iso(r.end_at)!,
      status: r.status,
      service: r.service,
      provider: r.provider,
      notes: r.notes,
      requestedAt: iso(r.created_at)!,
    }));
  },
  html(rows) {
    return table(
      ['Inicio', 'Fin', 'Servicio', 'Profesional', 'Estado', 'Notas'],
      rows.map((a) => [a.start, a.end, a.service, a.provider, statusLabels[a.status]?.label ?? a.status, a.notes]),
    );
  },
  fhir(rows, { patientUuid }) {
    return rows.map((a) => ({
      resourceType: 'Appointment',
      id: a.uuid,
      status: statusLabels[a.status]?.fhir ?? 'proposed',
      serviceType: [{ text: a.service }],
      start: a.start,
      end: a.end,
      created: a.requestedAt,
      ...(a.notes ? { comment: a.notes } : {}),
      participant: [
        { actor: { ...patientReference(patientUuid), display: 'Paciente' }, status: 'accepted' },
        { actor: { display: a.provider }, status: 'accepted' },
      ],
    }));
  },
});
