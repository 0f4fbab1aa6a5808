import { planTypes, type Plan, type PlanType } from '../../api';
import { plans } from '../../api/plans';
import { PRESCRIPTION_PURCHASE_TITLE } from '../../../common/purchases';

/** What the success page can show: a plan, or a prescription bought from the dashboard. */
export type PurchaseKind = PlanType | 'receta';

export type PlanInfo = Omit<Plan, 'id'>;

/**
 * SPEC §9, the catalogue the server charges from: both are generated from openapi.yaml
 * (`x-shared-facts.plans`), so the plan list renders at once, before any request and without a session.
 */
export const planCatalogue = Object.fromEntries(plans.map(({ id, ...info }) => [id, info])) as Record<PlanType, PlanInfo>;

/** SPEC §9: the success page shows a prescription purchase with amount 0. */
const prescriptionPurchase: PlanInfo = {
  title: PRESCRIPTION_PURCHASE_TITLE,
  description: 'Compra de los medicamentos de tu receta.',
  priceMxn: 0,
  durationMinutes: null,
  inclusions: ['Envío a domicilio'],
};

export function purchaseInfo(kind: PurchaseKind): PlanInfo {
  return kind === 'receta' ? prescriptionPurchase : planCatalogue[kind];
}

export function isPlanType(value: unknown): value is PlanType {
  return (planTypes as readonly unknown[]).includes(value);
}

/** Monthly and prescription purchases need no booking; every other plan is one consultation. */
export const isSingleConsult = (kind: PurchaseKind) => kind !== 'mensual' && kind !== 'receta';
