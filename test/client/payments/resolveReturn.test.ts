import { initialPaymentsState, type PaymentsState } from '../../../src/features/payments/paymentsSlice';
import {
  isValidCheckoutSessionId,
  planFromSuccessUrl,
  resolveCancelledPurchase,
  resolveSuccessPurchase,
} from '../../../src/features/payments/resolveReturn';

const startedAt = Date.UTC(2026, 10, 23, 15, 0, 0);
const minutes = (m: number, s = 0) => startedAt + (m * 60 + s) * 1000;
const pendingPlan = (plan: PaymentsState['pendingPaymentPlan']): PaymentsState => ({
  ...initialPaymentsState,
  pendingPaymentPlan: plan,
  pendingPaymentTimestamp: startedAt,
});
const pendingPrescription: PaymentsState = {
  ...initialPaymentsState,
  pendingPrescriptionPurchase: { encounterUuid: 'enc-1', medications: ['Estradiol'] },
  pendingPrescriptionTimestamp: startedAt,
};

describe('which purchase the success page shows', () => {
  it('uses the pending plan 9:59 after the checkout started', () => {
    expect(resolveSuccessPurchase(pendingPlan('primera-nutricion'), 'seguimiento', minutes(9, 59))).toBe('primera-nutricion');
  });

  it('uses the plan of the URL 10:01 after the checkout started', () => {
    expect(resolveSuccessPurchase(pendingPlan('primera-nutricion'), 'seguimiento', minutes(10, 1))).toBe('seguimiento');
  });

  it('stops trusting the pending plan at exactly 10 minutes', () => {
    expect(resolveSuccessPurchase(pendingPlan('primera'), 'mensual', minutes(10))).toBe('mensual');
  });

  it('shows a prescription purchase started under 10 minutes ago as receta, before any pending plan', () => {
    const both = {
      ...pendingPlan('primera'),
      ...pendingPrescription,
      pendingPaymentPlan: 'primera' as const,
      pendingPaymentTimestamp: startedAt,
    };
    expect(resolveSuccessPurchase(both, 'primera', minutes(9, 59))).toBe('receta');
    expect(resolveSuccessPurchase(pendingPrescription, 'primera', minutes(10, 1))).toBe('primera');
  });

  it('accepts only primera, seguimiento or mensual from the URL and reads anything else as mensual', () => {
    expect(planFromSuccessUrl('primera')).toBe('primera');
    expect(planFromSuccessUrl('seguimiento')).toBe('seguimiento');
    expect(planFromSuccessUrl('mensual')).toBe('mensual');
    expect(planFromSuccessUrl('primera-nutricion')).toBe('mensual');
    expect(planFromSuccessUrl('receta')).toBe('mensual');
    expect(planFromSuccessUrl(null)).toBe('mensual');
    expect(resolveSuccessPurchase(initialPaymentsState, null, minutes(0))).toBe('mensual');
  });
});

describe('which purchase the cancelled page shows', () => {
  it('uses the pending plan under 10 minutes and the URL plan after that', () => {
    expect(resolveCancelledPurchase(pendingPlan('seguimiento-nutricion'), 'primera', minutes(9, 59))).toBe('seguimiento-nutricion');
    expect(resolveCancelledPurchase(pendingPlan('seguimiento-nutricion'), 'primera', minutes(10, 1))).toBe('primera');
  });

  it('shows nothing when neither the pending plan nor the URL names a known plan', () => {
    expect(resolveCancelledPurchase(initialPaymentsState, 'gratis', minutes(0))).toBeNull();
    expect(resolveCancelledPurchase(initialPaymentsState, null, minutes(0))).toBeNull();
  });
});

describe('checkout session id', () => {
  it('is valid when it starts with cs_ and is longer than 10 characters', () => {
    expect(isValidCheckoutSessionId('cs_test_abc')).toBe(true);
    expect(isValidCheckoutSessionId('cs_test_ab')).toBe(false);
    expect(isValidCheckoutSessionId('pi_test_abcdefgh')).toBe(false);
    expect(isValidCheckoutSessionId(null)).toBe(false);
  });
});
