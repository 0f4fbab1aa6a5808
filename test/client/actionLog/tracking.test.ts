import { sanitizeAction } from '../../../src/actionLog/sanitizer';

const assessment = {
  day: '2026-11-23',
  submittedAt: '2026-11-23T15:00:00.000Z',
  answers: [2, 1, 2, 1, 1, 2, 1, 1, 1, 1, 1],
  total: 14,
  somatic: 6,
  psychological: 5,
  urogenital: 3,
  band: 'moderado',
};

describe('action log of the tracking tabs', () => {
  it('keeps MRS answers, scores, band and dates, and not her phone-number id', () => {
    const out = sanitizeAction({
      type: 'api/executeMutation/fulfilled',
      payload: assessment,
      meta: {
        requestId: 'r1',
        requestStatus: 'fulfilled',
        arg: {
          type: 'mutation',
          endpointName: 'submitMrs',
          originalArgs: { openmrsId: '5512345678', mrsAnswers: { answers: assessment.answers } },
        },
      },
    });
    expect(out.payload).toEqual(assessment);
    expect(JSON.stringify(out)).not.toContain('5512345678');
    expect(out.meta).toMatchObject({ arg: { originalArgs: { openmrsId: '[phone]', mrsAnswers: { answers: assessment.answers } } } });
  });

  it('keeps the days of her weight log and redacts her measurements like step 1 does', () => {
    const out = sanitizeAction({
      type: 'api/executeQuery/fulfilled',
      payload: { heightCm: 163, entries: [{ day: '2026-11-23', weightKg: 71.3, waistCm: 88.5, bmi: 26.8, source: 'bitacora' }] },
      meta: {
        requestId: 'r2',
        requestStatus: 'fulfilled',
        arg: { type: 'query', endpointName: 'getWeightLog', originalArgs: { openmrsId: '5512345678' } },
      },
    });
    expect(out.payload).toEqual({
      heightCm: '[number]',
      entries: [{ day: '2026-11-23', weightKg: '[number]', waistCm: '[number]', bmi: '[number]', source: 'bitacora' }],
    });
  });
});
