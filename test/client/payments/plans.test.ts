import { plans as serverPlans } from '../../../server/modules/payments/plans';
import { formatMxn } from '../../../src/features/payments/money';
import { planTypes } from '../../../src/features/payments/paymentsSlice';
import { planCatalogue, purchaseInfo } from '../../../src/features/payments/plans';

describe('plan catalogue', () => {
  it('shows exactly the plans, prices, durations and inclusions the server charges for', () => {
    const shown = planTypes.map((id) => ({ id, ...planCatalogue[id] }));
    expect(shown).toEqual(serverPlans.map((p) => ({ ...p, inclusions: [...p.inclusions] })));
  });

  it('prices the SPEC §9 plans in Mexican pesos and a prescription at 0 on the success page', () => {
    expect(planTypes.map((id) => formatMxn(planCatalogue[id].priceMxn))).toEqual([
      '$1,200.00', '$1,050.00', '$700.00', '$900.00', '$900.00',
    ]);
    expect(formatMxn(purchaseInfo('receta').priceMxn)).toBe('$0.00');
  });
});
