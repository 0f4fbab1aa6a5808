import { definePart, esc, fields, iso, patientReference, readable, stableUuid } from '../../../../export/part';

const stepTitles: Record<string, string> = {
  family: 'Antecedentes familiares',
  'non-pathological': 'Antecedentes no patológicos',
  urinary: 'Salud urinaria',
  pathological: 'Antecedentes patológicos',
  gynecological: 'Información ginecológica',
  menopause: 'Síntomas de menopausia',
};
const stepOrder = Object.keys(stepTitles);

type Answer = string | number | boolean | null | Answer[] | { [key: string]: Answer };

/** A FHIR answer for one stored value (FHIR strings may not be empty: an empty answer is left out). */
function fhirAnswers(value: Answer): object[] {
  if (value === null || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(fhirAnswers);
  if (typeof value === 'boolean') return [{ valueBoolean: value }];
  if (typeof value === 'number') return [Number.isInteger(value) ? { valueInteger: value } : { valueDecimal: value }];
  if (typeof value === 'object') return [{ valueString: JSON.stringify(value) }];
  return [{ valueString: value }];
}

/** Her answers to the questionnaire steps, as saved. */
export const historyPart = definePart({
  key: 'history',
  title: 'Historia clínica (cuestionario)',
  async load({ db, patientUuid }) {
    const rows = await db.query<{ step: string; payload: Record<string, Answer>; updated_at: Date }>(
      'SELECT step, payload, updated_at FROM history_steps WHERE patient_uuid = $1',
      [patientUuid],
    );
    return rows
      .sort((a, b) => stepOrder.indexOf(a.step) - stepOrder.indexOf(b.step))
      .map((r) => ({ step: r.step, title: stepTitles[r.step] ?? r.step, updatedAt: iso(r.updated_at)!, answers: r.payload }));
  },
  html(steps) {
    if (!steps.length) return '<p>Sin respuestas guardadas.</p>';
    return steps
      .map((s) => `<h3>${esc(s.title)}</h3><p class="meta">Guardado: ${esc(readable(s.updatedAt))}</p>${fields(Object.entries(s.answers))}`)
      .join('');
  },
  fhir(steps, { patientUuid }) {
    return steps.map((s) => ({
      resourceType: 'QuestionnaireResponse',
      id: stableUuid(patientUuid, 'history', s.step),
      questionnaire: `https://espaciosella.mx/fhir/Questionnaire/${s.step}`,
      status: 'completed',
      subject: patientReference(patientUuid),
      authored: s.updatedAt,
      item: Object.entries(s.answers).map(([linkId, value]) => {
        const answer = fhirAnswers(value);
        return { linkId, ...(answer.length ? { answer } : {}) };
      }),
    }));
  },
});
