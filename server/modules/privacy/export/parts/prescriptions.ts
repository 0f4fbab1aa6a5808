import { definePart, esc, patientReference, iso, readable, stableUuid, table } from '../../../../export/part';

interface Medication {
  name: string;
  dosage?: string;
  frequency?: string;
  duration?: string;
  instructions?: string;
}

export const prescriptionsPart = definePart({
  key: 'prescriptions',
  title: 'Recetas',
  async load({ db, patientUuid }) {
    const rows = await db.query<{
      encounter_uuid: string;
      provider_name: string;
      prescribed_at: Date;
      medications: Medication[];
      purchased_at: Date | null;
    }>(
      'SELECT encounter_uuid, provider_name, prescribed_at, medications, purchased_at FROM prescriptions WHERE patient_uuid = $1 ORDER BY prescribed_at',
      [patientUuid],
    );
    return rows.map((r) => ({
      encounterUuid: r.encounter_uuid,
      providerName: r.provider_name,
      prescribedAt: iso(r.prescribed_at)!,
      purchasedAt: iso(r.purchased_at),
      medications: r.medications,
    }));
  },
  html(rows) {
    if (!rows.length) return '<p>Sin recetas.</p>';
    return rows
      .map(
        (rx) =>
          `<h3>${esc(readable(rx.prescribedAt))} · ${esc(rx.providerName)}</h3>` +
          table(
            ['Medicamento', 'Dosis', 'Frecuencia', 'Duración', 'Indicaciones'],
            rx.medications.map((m) => [m.name, m.dosage, m.frequency, m.duration, m.instructions]),
          ),
      )
      .join('');
  },
  fhir(rows, { patientUuid }) {
    return rows.flatMap((rx) =>
      rx.medications.map((m, i) => {
        const dosage = [m.dosage, m.frequency, m.duration, m.instructions].filter((s) => s && s.trim()).join('; ');
        return {
          resourceType: 'MedicationRequest',
          id: stableUuid(rx.encounterUuid, String(i)),
          groupIdentifier: { system: 'https://espaciosella.mx/fhir/sid/encounter', value: rx.encounterUuid },
          status: 'active',
          intent: 'order',
          medicationCodeableConcept: { text: m.name },
          subject: patientReference(patientUuid),
          authoredOn: rx.prescribedAt,
          requester: { display: rx.providerName },
          ...(dosage ? { dosageInstruction: [{ text: dosage }] } : {}),
        };
      }),
    );
  },
});
