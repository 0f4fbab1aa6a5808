import { definePart, iso, table } from '../../../../export/part';

const stepTitles: Record<string, string> = {
  'personal-info': 'Información personal',
  family: 'Antecedentes heredofamiliares',
  'non-pathological': 'Antecedentes no patológicos',
  urinary: 'Salud urinaria',
  pathological: 'Antecedentes patológicos',
  gynecological: 'Antecedentes ginecológicos',
  menopause: 'Síntomas de menopausia',
};

/** Every saved version of her questionnaire answers: corrections are added, never overwritten. */
export const answerVersionsPart = definePart({
  key: 'answerVersions',
  title: 'Versiones de tus respuestas',
  async load({ db, patientUuid }) {
    const rows = await db.query<{ step: string; payload: unknown; saved_at: Date }>(
      'SELECT step, payload, saved_at FROM history_versions WHERE patient_uuid = $1 ORDER BY id',
      [patientUuid],
    );
    return rows.map((r) => ({ step: r.step, savedAt: iso(r.saved_at)!, answers: r.payload }));
  },
  html(versions) {
    // The answers of the latest version are in the questionnaire section; here, when each version was saved.
    return table(
      ['Guardado', 'Paso', 'Versión'],
      versions.map((v, i) => [v.savedAt, stepTitles[v.step] ?? v.step, versions.slice(0, i + 1).filter((w) => w.step === v.step).length]),
      'Aún no hay respuestas guardadas.',
    );
  },
});
