import { measure } from '../../scripts/size';

/**
 * The first-load JavaScript budgets of issues 11 and 19, on the production build the e2e setup just made:
 * /onboarding (the auth route group) at most 170 KB gzip, the dashboard, the questionnaire's 8 steps and the
 * payment pages at most 200 KB (the target for every signed-in route), every other route at most 300 KB.
 * Figures come from scripts/size.ts (`npm run size` prints them); this only enforces them.
 */
describe('first-load JavaScript budget', () => {
  const sizes = measure();

  it('measures every route group', () => {
    expect(sizes.map((s) => s.group).sort()).toEqual([
      'auth',
      'dashboard',
      'earlier-slot',
      'misc',
      'onboarding',
      'onboarding-terms',
      'payments',
      'payments-documents',
    ]);
  });

  it.each(sizes.map((s) => [s.group, s.gzipKb, s.budgetKb] as const))(
    'keeps %s at %p KB gzip within its %p KB budget',
    (_group, gzipKb, budgetKb) => {
      expect(gzipKb).toBeLessThanOrEqual(budgetKb);
    },
  );

  it('holds the login screen to the 170 KB mobile budget', () => {
    expect(sizes.find((s) => s.group === 'auth')?.budgetKb).toBe(170);
  });

  it('holds the dashboard and the questionnaire steps 1–8 to the 200 KB signed-in budget', () => {
    expect(sizes.find((s) => s.group === 'dashboard')?.budgetKb).toBe(200);
    expect(sizes.find((s) => s.group === 'onboarding')?.budgetKb).toBe(200);
    expect(sizes.find((s) => s.group === 'onboarding-terms')?.budgetKb).toBe(200);
  });

  it('holds the payment pages, the OXXO voucher and the receipt to the 200 KB signed-in budget', () => {
    expect(sizes.find((s) => s.group === 'payments')?.budgetKb).toBe(200);
    expect(sizes.find((s) => s.group === 'payments-documents')?.budgetKb).toBe(200);
  });
});
