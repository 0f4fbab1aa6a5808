import { mrsBandLabels } from '../../../common/mrs';
import { hfrdisBandLabels } from '../../../common/hotFlashes';
import { hotFlashDiary } from './hotFlashes';
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
 * Her symptom (MRS), hot-flash diary and weight tracking, read through the tracking module itself: the
 * scores, the bands, the weekly series and the BMI are the ones the Menopausia and Nutrición tabs show,
 * never computed a second way here.
 */
export const trackingPart = definePart({
  key: 'tracking',
  title: 'Seguimiento de síntomas, bochornos y peso',
  async load({ db, patientUuid, now }) {
    const { assessments } = await mrsHistory(db, patientUuid, now);
    const { days, weeks, changes } = await hotFlashDiary(db, patientUuid, now);
    const weight = await weightLog(db, patientUuid);
    return { mrs: assessments, hotFlashes: { days, weeks, changes }, weight };
  },
  html({ mrs, hotFlashes, weight }) {
    return (
      `<h3>Escala de Calificación de la Menopausia (MRS)</h3>` +
      table(
        ['Día', 'Respuestas (11 preguntas, 0 a 4)', 'Total', 'Somático', 'Psicológico', 'Urogenital', 'Nivel'],
        mrs.map((a) => [a.day, a.answers.join(' · '), a.total, a.somatic, a.psychological, a.urogenital, bandLabel(a.band)]),
      ) +
      `<h3>Diario de bochornos</h3>` +
      table(
        ['Día', 'Leves', 'Moderados', 'Severos', 'Sudores nocturnos', 'Intensidad (1 a 3)', 'Interferencia HFRDIS (0 a 10)'],
        hotFlashes.days.map((d) => [
          d.day,
          d.mild,
          d.moderate,
          d.severe,
          d.nightSweats,
          d.severityScore ?? '—',
          d.hfrdisScore === null ? '—' : `${d.hfrdisScore} (${hfrdisBandLabels[d.hfrdisBand!]})`,
        ]),
      ) +
      (hotFlashes.weeks.length
        ? `<h4>Por semana (bloques de 7 días)</h4>` +
          table(
            ['Del', 'Al', 'Días anotados', 'Bochornos al día', 'Moderados y severos al día', 'Intensidad', 'Sudores por noche', 'HFRDIS'],
            hotFlashes.weeks.map((w) => [
              w.from,
              w.to,
              w.loggedDays,
              w.meanDaily,
              w.meanModerateSevere,
              w.severityScore ?? '—',
              w.meanNightSweats,
              w.hfrdisMean ?? '—',
            ]),
          )
        : '') +
      hotFlashes.changes.map((c) => `<p>${esc(c)}</p>`).join('') +
      `<h3>Peso y cintura</h3>` +
      `<p>${esc(weight.heightCm ? `Estatura usada para el IMC: ${weight.heightCm} cm.` : 'Sin estatura registrada: no se calcula el IMC.')}</p>` +
      table(
        ['Día', 'Peso (kg)', 'Cintura (cm)', 'IMC', 'Origen'],
        weight.entries.map((e) => [e.day, e.weightKg, e.waistCm, e.bmi, e.source === 'registro' ? 'Registro inicial' : 'Bitácora']),
      )
    );
  },
  fhir({ mrs, hotFlashes, weight }, { patientUuid }) {
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
    for (const d of hotFlashes.days) {
      const count = (text: string, value: number) => ({ code: { text }, valueInteger: value });
      // FHIR R4 has no decimal value[x]: a score is a unitless quantity.
      const score = (value: number) => ({ value, unit: 'puntos', system: UCUM, code: '{score}' });
      resources.push({
        resourceType: 'Observation',
        id: stableUuid(patientUuid, 'hot-flashes', d.day),
        status: 'final',
        category: survey,
        code: { text: 'Diario de bochornos: bochornos del día' },
        subject,
        effectiveDateTime: d.day,
        issued: d.recordedAt,
        valueInteger: d.total,
        component: [
          count('Bochornos leves', d.mild),
          count('Bochornos moderados', d.moderate),
          count('Bochornos severos', d.severe),
          count('Sudores nocturnos', d.nightSweats),
          ...(d.severityScore === null
            ? []
            : [{ code: { text: 'Puntuación de intensidad (1 a 3)' }, valueQuantity: score(d.severityScore) }]),
          ...(d.hfrdisScore === null
            ? []
            : [
                {
                  code: { text: 'Hot Flash Related Daily Interference Scale (HFRDIS), media 0 a 10' },
                  valueQuantity: score(d.hfrdisScore),
                },
              ]),
        ],
      });
    }
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
