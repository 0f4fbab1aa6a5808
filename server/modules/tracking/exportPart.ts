import { mrsBandLabels } from '../../../common/mrs';
import { mrsHistory, weightLog } from './series';
import { MRS_SUBSCALES } from './mrsScoring';
import { definePart, esc, patientReference, stableUuid, table, type FhirResource } from '../../export/part';

/** The band as a table cell or an interpretation: the portal's words, capitalised. */
const bandLabel = (band: string) => {
  const label = mrsBandLabels[band as keyof typeof mrsBandLabels];
  return label ? label[0].toUpperCase() + label.slice(1) : band;
};
const UCUM = 'http://unitsofmeasure.org';
const LOINC = 'http://loinc.org';
const vitalSigns = [
  { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs', display: 'Vital Signs' }] },
];
const survey = [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey', display: 'Survey' }] }];

/**
 * Her symptom (MRS) and weight tracking, read through the tracking module itself: the scores, the band
 * and the BMI are the ones the Menopausia and Nutrición tabs show, never computed a second way here.
 */
export const trackingPart = definePart({
  key: 'tracking',
  title: 'Seguimiento de síntomas y peso',
  async load({ db, patientUuid, now }) {
    const [{ assessments }, weight] = await Promise.all([mrsHistory(db, patientUuid, now), weightLog(db, patientUuid)]);
    return { mrs: assessments, weight };
  },
  html({ mrs, weight }) {
    return (
      `<h3>Escala de Calificación de la Menopausia (MRS)</h3>` +
      table(
        ['Día', 'Respuestas (11 preguntas, 0 a 4)', 'Total', 'Somático', 'Psicológico', 'Urogenital', 'Nivel'],
        mrs.map((a) => [a.day, a.answers.join(' · '), a.total, a.somatic, a.psychological, a.urogenital, bandLabel(a.band)]),
      ) +
      `<h3>Peso y cintura</h3>` +
      `<p>${esc(weight.heightCm ? `Estatura usada para el IMC: ${weight.heightCm} cm.` : 'Sin estatura registrada: no se calcula el IMC.')}</p>` +
      table(
        ['Día', 'Peso (kg)', 'Cintura (cm)', 'IMC', 'Origen'],
        weight.entries.map((e) => [e.day, e.weightKg, e.waistCm, e.bmi, e.source === 'registro' ? 'Registro inicial' : 'Bitácora']),
      )
    );
  },
  fhir({ mrs, weight }, { patientUuid }) {
    const subject = patientReference(patientUuid);
    const resources: FhirResource[] = mrs.map((a) => ({
      resourceType: 'Observation',
      id: stableUuid(patientUuid, 'mrs', a.day),
      status: 'final',
      category: survey,
      code: { text: 'Menopause Rating Scale (MRS), puntaje total' },
      subject,
      effectiveDateTime: a.day,
      issued: a.submittedAt,
      valueInteger: a.total,
      interpretation: [{ text: bandLabel(a.band) }],
      component: (Object.keys(MRS_SUBSCALES) as Array<keyof typeof MRS_SUBSCALES>).map((scale) => ({
        code: { text: `MRS subescala ${scale === 'somatic' ? 'somática' : scale === 'psychological' ? 'psicológica' : 'urogenital'}` },
        valueInteger: a[scale],
      })),
    }));
    const quantity = (loinc: string, display: string, value: number, unit: string, code: string, day: string, kind: string) => ({
      resourceType: 'Observation',
      id: stableUuid(patientUuid, kind, day),
      status: 'final',
      category: vitalSigns,
      code: { coding: [{ system: LOINC, code: loinc, display }], text: display },
      subject,
      effectiveDateTime: day,
      valueQuantity: { value, unit, system: UCUM, code },
    });
    for (const e of weight.entries) {
      resources.push(quantity('29463-7', 'Body weight', e.weightKg, 'kg', 'kg', e.day, `weight:${e.source}`));
      if (e.waistCm !== null && e.waistCm !== undefined)
        resources.push(quantity('8280-0', 'Waist Circumference at umbilicus by Tape measure', e.waistCm, 'cm', 'cm', e.day, 'waist'));
      if (e.bmi !== null && e.bmi !== undefined)
        resources.push(quantity('39156-5', 'Body mass index (BMI) [Ratio]', e.bmi, 'kg/m2', 'kg/m2', e.day, `bmi:${e.source}`));
    }
    return resources;
  },
});
