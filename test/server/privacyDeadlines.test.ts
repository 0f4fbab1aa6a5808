import { addBusinessDays, isBusinessDay } from '../../server/modules/privacy/businessDays';
import { clinicDay } from '../../common/clinic';
import { officialHolidays } from '../../server/modules/privacy/holidays';

describe('ARCO business days', () => {
  it('skips the weekend and the official holidays of a holiday week', () => {
    // Revolution Monday (16 Nov 2026): filed Friday the 13th, the term starts Tuesday the 17th.
    expect(addBusinessDays('2026-11-13', 1)).toBe('2026-11-17');
    expect(addBusinessDays('2026-11-13', 20)).toBe('2026-12-14');
    // Christmas and New Year both fall on a Friday in 2026/27.
    expect(addBusinessDays('2026-12-18', 20)).toBe('2027-01-19');
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    // Without holidays the same count is plain weekdays.
    expect(addBusinessDays('2027-04-02', 20)).toBe('2027-04-30');
  });

  it('reads the filing day on the clinic calendar (Mexico City), not in UTC', () => {
    expect(clinicDay(new Date('2026-12-19T03:30:00Z'))).toBe('2026-12-18');
    expect(clinicDay(new Date('2026-12-19T06:30:00Z'))).toBe('2026-12-19');
  });

  it('lists every rest day of Ley Federal del Trabajo art. 74 for 2026-2028, the movable ones on the right Monday', () => {
    for (const year of [2026, 2027, 2028]) {
      const dates = officialHolidays.filter((h) => h.date.startsWith(`${year}-`)).map((h) => h.date);
      for (const fixed of ['01-01', '05-01', '09-16', '12-25']) expect(dates).toContain(`${year}-${fixed}`);
      const mondays = (month: number) =>
        Array.from({ length: 31 }, (_, i) => new Date(Date.UTC(year, month - 1, i + 1)))
          .filter((d) => d.getUTCMonth() === month - 1 && d.getUTCDay() === 1)
          .map((d) => d.toISOString().slice(0, 10));
      expect(dates).toContain(mondays(2)[0]);
      expect(dates).toContain(mondays(3)[2]);
      expect(dates).toContain(mondays(11)[2]);
    }
    expect(isBusinessDay('2028-05-01')).toBe(false);
    expect(isBusinessDay('2028-05-02')).toBe(true);
  });

  it('refuses a term that runs past the holiday table instead of ignoring holidays it does not know', () => {
    expect(() => addBusinessDays('2028-12-20', 20)).toThrow(/2029/);
  });
});
