import { measure } from '../../scripts/size';

/**
 * The first-load JavaScript budget of issue 11, on the production build the e2e setup just made:
 * /onboarding (the auth route group) at most 170 KB gzip, every other route at most 300 KB.
 * Figures come from scripts/size.ts (`npm run size` prints them); this only enforces them.
 */
describe('first-load JavaScript budget', () => {
  const sizes = measure();

  it('measures every route group', () => {
    expect(sizes.map((s) => s.group).sort()).toEqual(['auth', 'dashboard', 'misc', 'onboarding', 'onboarding-terms', 'payments']);
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
});
