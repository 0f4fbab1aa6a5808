import { latestPerDay } from '../../../src/features/tracking/wording';

describe('a chart draws one point per day', () => {
  it('keeps the last entry of a day with several, and every other day as it is', () => {
    const entries = [
      { day: '2026-10-02', weightKg: 69, source: 'personal-info' },
      { day: '2026-11-27', weightKg: 69, source: 'personal-info' },
      { day: '2026-11-27', weightKg: 69.5, source: 'log' },
      { day: '2026-11-28', weightKg: 69.2, source: 'log' },
    ];
    expect(latestPerDay(entries)).toEqual([entries[0], entries[2], entries[3]]);
  });

  it('returns no points for no entries', () => {
    expect(latestPerDay([])).toEqual([]);
  });
});
