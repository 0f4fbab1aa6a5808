import { measure, type RouteSize } from '../../scripts/size';
import { expect, test } from './fixtures';

const routeGroups = ['auth', 'dashboard', 'earlier-slot', 'misc', 'onboarding', 'onboarding-terms', 'payments', 'payments-documents'];

// Measured when a journey first asks, not when the file loads: Playwright lists the journeys before the
// global setup has built the client, and a journey's name must not change between that listing and the run.
let measured: RouteSize[] | undefined;
const sizes = () => (measured ??= measure());
const size = (group: string) => sizes().find((s) => s.group === group);

/**
 * The first-load JavaScript budgets, on the production build the e2e setup just made:
 * /onboarding (the auth route group) at most 170 KB gzip, the dashboard, the questionnaire's 8 steps and the
 * payment pages at most 200 KB (the target for every signed-in route), every other route at most 300 KB.
 * Figures come from scripts/size.ts (`npm run size` prints them); this only enforces them. No browser: it
 * reads the build, which only the e2e run makes.
 */
test.describe('first-load JavaScript budget', { tag: '@once' }, () => {
  test('measures every route group', () => {
    expect(
      sizes()
        .map((s) => s.group)
        .sort(),
    ).toEqual(routeGroups);
  });

  for (const group of routeGroups) {
    test(`keeps ${group} within its budget`, () => {
      const found = size(group);
      expect(found, `${group} is measured`).toBeDefined();
      const { gzipKb, budgetKb } = found!;
      expect(gzipKb, `${group}: ${gzipKb} KB gzip, budget ${budgetKb} KB`).toBeLessThanOrEqual(budgetKb);
    });
  }

  test('holds the login screen to the 170 KB mobile budget', () => {
    expect(size('auth')?.budgetKb).toBe(170);
  });

  test('holds the dashboard and the questionnaire steps 1–8 to the 200 KB signed-in budget', () => {
    expect(size('dashboard')?.budgetKb).toBe(200);
    expect(size('onboarding')?.budgetKb).toBe(200);
    expect(size('onboarding-terms')?.budgetKb).toBe(200);
  });

  test('holds the payment pages, the OXXO voucher and the receipt to the 200 KB signed-in budget', () => {
    expect(size('payments')?.budgetKb).toBe(200);
    expect(size('payments-documents')?.budgetKb).toBe(200);
  });
});
