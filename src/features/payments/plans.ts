import type { PlanType } from './paymentsSlice';

/** What the success page can show: a plan, or a prescription bought from the dashboard. */
export type PurchaseKind = PlanType | 'receta';

export interface PlanInfo {
  title: string;
  description: string;
  priceMxn: number;
  /** Consultation length; null when the plan is not one consultation. */
  durationMinutes: number | null;
  inclusions: readonly string[];
}

/**
 * SPEC §9, the same catalogue the server charges from (a test keeps the two equal). Kept in the
 * client so the plan list renders at once, before any request and without a session.
 */
export const planCatalogue: Record<PlanType, PlanInfo> = {
  mensual: {
    title: 'Plan mensual',
    description: 'Acompañamiento completo durante un mes.',
    priceMxn: 1200,
    durationMinutes: null,
    inclusions: [
      'Primera consulta de menopausia',
      'Seguimientos médicos ilimitados',
      '1 consulta mensual de nutrición o 1 acceso a Espacios ELLA',
      'Envío a domicilio',
      'Seguimiento personalizado',
    ],
  },
  primera: {
    title: 'Primera consulta Menopausia',
    description: 'Valoración inicial con tu médica especialista en menopausia.',
    priceMxn: 1050,
    durationMinutes: 40,
    inclusions: ['Consulta por videollamada de 40 minutos'],
  },
  seguimiento: {
    title: 'Seguimiento Menopausia',
    description: 'Consulta de seguimiento con tu médica.',
    priceMxn: 700,
    durationMinutes: 20,
    inclusions: ['Consulta por videollamada de 20 minutos'],
  },
  'primera-nutricion': {
    title: 'Primera consulta Nutrición',
    description: 'Valoración inicial con tu nutrióloga.',
    priceMxn: 900,
    durationMinutes: 40,
    inclusions: ['Consulta por videollamada de 40 minutos'],
  },
  'seguimiento-nutricion': {
    title: 'Seguimiento Nutrición',
    description: 'Consulta de seguimiento con tu nutrióloga.',
    priceMxn: 900,
    durationMinutes: 20,
    inclusions: ['Consulta por videollamada de 20 minutos'],
  },
};

/** SPEC §9: the success page shows a prescription purchase with amount 0. */
const prescriptionPurchase: PlanInfo = {
  title: 'Receta con envío a domicilio',
  description: 'Compra de los medicamentos de tu receta.',
  priceMxn: 0,
  durationMinutes: null,
  inclusions: ['Envío a domicilio'],
};

export function purchaseInfo(kind: PurchaseKind): PlanInfo {
  return kind === 'receta' ? prescriptionPurchase : planCatalogue[kind];
}

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(planCatalogue, value);
}

/** Monthly and prescription purchases need no booking; every other plan is one consultation. */
export const isSingleConsult = (kind: PurchaseKind) => kind !== 'mensual' && kind !== 'receta';
