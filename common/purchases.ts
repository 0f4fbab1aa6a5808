import { plans } from './plans.gen';

/** A prescription bought from the dashboard: not one of the plans, but a purchase with a name of its own. */
export const PRESCRIPTION_PURCHASE_TITLE = 'Receta con envío a domicilio';

/**
 * What a purchase is called on the checkout page, in Mis pagos, on her receipts and invoices and in her
 * data export: the plan's title, or the prescription's.
 */
export function purchaseConcept(plan: string): string {
  if (plan === 'receta') return PRESCRIPTION_PURCHASE_TITLE;
  return plans.find((p) => p.id === plan)?.title ?? plan;
}
