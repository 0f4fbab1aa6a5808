import { list, obj, oneOf } from './shape';

/**
 * Tracking. MRS answers, scores, bands and days are structure a tester needs to replay and read a
 * session (which band, how the change sentence was chosen), so they are kept. Body measurements are
 * redacted like step 1's weight and height (personalInfoFields): the log never carries her weight.
 */
const mrsAssessmentShape = obj({
  day: 'date',
  submittedAt: 'date',
  answers: list('number'),
  total: 'number',
  somatic: 'number',
  psychological: 'number',
  urogenital: 'number',
  band: oneOf('ninguno', 'leve', 'moderado', 'severo'),
});

export const trackingShapes = {
  mrsAnswers: obj({ answers: list('number') }),
  mrsAssessment: mrsAssessmentShape,
  mrsHistory: obj({ assessments: list(mrsAssessmentShape), reminderDue: 'boolean' }),
  weightEntryRequest: obj({ weightKg: '[number]', waistCm: '[number]', heightCm: '[number]' }),
  weightLog: obj({
    heightCm: '[number]',
    entries: list(obj({ day: 'date', weightKg: '[number]', waistCm: '[number]', bmi: '[number]', source: oneOf('registro', 'bitacora') })),
  }),
};
