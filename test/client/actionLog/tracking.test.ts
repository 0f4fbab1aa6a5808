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

  it('keeps the days, weeks and bands of her hot-flash diary and redacts her counts, scores and sentences', () => {
    const day = {
      day: '2026-11-23',
      mild: 2,
      moderate: 3,
      severe: 1,
      nightSweats: 2,
      total: 6,
      severityScore: 1.83,
      hfrdis: [5, 4, 6, 3, 2, 4, 3, 5, 2, 4],
      hfrdisScore: 3.8,
      hfrdisBand: 'leve',
      recordedAt: '2026-11-23T15:00:00.000Z',
    };
    const out = sanitizeAction({
      type: 'api/executeMutation/fulfilled',
      payload: {
        today: '2026-11-23',
        earliestDay: '2026-08-25',
        days: [day],
        weeks: [
          {
            from: '2026-11-17',
            to: '2026-11-23',
            loggedDays: 1,
            meanDaily: 6,
            meanModerateSevere: 4,
            severityScore: 1.83,
            meanNightSweats: 2,
            hfrdisMean: 3.8,
            hfrdisBand: 'leve',
          },
        ],
        changes: ['Tus bochornos moderados y severos bajaron de 6 a 3 al día en las últimas 4 semanas.'],
      },
      meta: {
        requestId: 'r3',
        requestStatus: 'fulfilled',
        arg: {
          type: 'mutation',
          endpointName: 'saveHotFlashDay',
          originalArgs: {
            openmrsId: '5512345678',
            hotFlashDayRequest: { day: '2026-11-23', mild: 2, moderate: 3, severe: 1, nightSweats: 2, hfrdis: day.hfrdis },
          },
        },
      },
    });
    const n = '[number]';
    expect(out.payload).toEqual({
      today: '2026-11-23',
      earliestDay: '2026-08-25',
      days: [
        {
          day: '2026-11-23',
          mild: n,
          moderate: n,
          severe: n,
          nightSweats: n,
          total: n,
          severityScore: n,
          hfrdis: [n, n, n, n, n, n, n, n, n, n],
          hfrdisScore: n,
          hfrdisBand: 'leve',
          recordedAt: '2026-11-23T15:00:00.000Z',
        },
      ],
      weeks: [
        {
          from: '2026-11-17',
          to: '2026-11-23',
          loggedDays: 1,
          meanDaily: n,
          meanModerateSevere: n,
          severityScore: n,
          meanNightSweats: n,
          hfrdisMean: n,
          hfrdisBand: 'leve',
        },
      ],
      changes: ['[text]'],
    });
    expect(out.meta).toMatchObject({
      arg: {
        originalArgs: { openmrsId: '[phone]', hotFlashDayRequest: { day: '2026-11-23', mild: n, moderate: n, severe: n, nightSweats: n } },
      },
    });
  });
});
