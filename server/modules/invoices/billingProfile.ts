import { Rfc } from '@nodecfdi/rfc';
import { HttpError } from '../../http/errors';
import { cfdiUses, taxRegimes } from './satCatalog';

export interface BillingProfile {
  rfc: string;
  legalName: string;
  taxRegime: string;
  cfdiUse: string;
  postalCode: string;
}

/** Spanish messages; each error's `code` names the field, so the form shows it under that field. */
export const billingMessages = {
  rfcRequired: 'Ingresa tu RFC.',
  rfcInvalid: 'El RFC no es válido. Escríbelo como aparece en tu Constancia de Situación Fiscal.',
  rfcGeneric: 'El RFC genérico (XAXX010101000 o XEXX010101000) no sirve para deducir: ingresa tu propio RFC.',
  rfcNotPerson: 'Ingresa el RFC de persona física (13 caracteres).',
  nameRequired: 'Ingresa tu nombre como aparece en tu Constancia de Situación Fiscal.',
  nameUppercase: 'Escribe tu nombre en mayúsculas, exactamente como aparece en tu Constancia de Situación Fiscal.',
  nameCapitalRegime: 'Escribe tu nombre sin régimen capital (por ejemplo, sin "SA DE CV"): las personas físicas no lo llevan.',
  nameInvalid: 'El nombre no puede tener el carácter "|" ni más de 254 caracteres.',
  regimeInvalid: 'Elige un régimen fiscal de persona física del catálogo del SAT.',
  useInvalid: 'Elige un uso de CFDI del catálogo del SAT.',
  postalCodeInvalid: 'El código postal fiscal debe tener 5 dígitos.',
  combination: (use: string, regime: string) =>
    `El uso de CFDI "${use}" no está permitido para el régimen fiscal "${regime}". Elige un uso que corresponda a tu régimen.`,
} as const;

/**
 * A régimen capital is a company's legal form (SA DE CV, SC, S DE RL, SAPI, AC); CFDI 4.0 asks for the
 * name without it, and a persona física never has one.
 */
const capitalRegimeSuffix = /\s(S\.?\s?A\.?(\s?P\.?\s?I\.?)?|S\.?\s?C\.?|A\.?\s?C\.?|S\.?\s?DE\s?R\.?\s?L\.?)(\s+DE\s+C\.?\s?V\.?)?\.?$/;

const fail = (field: keyof BillingProfile, message: string): never => {
  throw new HttpError(400, message, field);
};

/**
 * Her data as the CFDI 4.0 receptor must carry it: RFC and name exactly as on her Constancia de
 * Situación Fiscal, a régimen and uso the SAT catalogue allows together, and her fiscal postal code.
 * Only surrounding spaces are removed (and the RFC upper-cased): anything else is hers to correct.
 */
export function validateBillingProfile(input: BillingProfile): BillingProfile {
  const rfc = input.rfc.trim().toUpperCase();
  if (!rfc) fail('rfc', billingMessages.rfcRequired);
  // The library accepts the generic RFCs (público en general, extranjeros) as valid personas físicas.
  const parsed = Rfc.parseOrNull(rfc);
  if (!parsed) fail('rfc', billingMessages.rfcInvalid);
  if (parsed!.isGeneric() || parsed!.isForeign()) fail('rfc', billingMessages.rfcGeneric);
  if (!parsed!.isFisica()) fail('rfc', billingMessages.rfcNotPerson);

  const legalName = input.legalName.trim();
  if (!legalName) fail('legalName', billingMessages.nameRequired);
  if (legalName.includes('|') || legalName.length > 254) fail('legalName', billingMessages.nameInvalid);
  if (legalName !== legalName.toLocaleUpperCase('es-MX')) fail('legalName', billingMessages.nameUppercase);
  if (capitalRegimeSuffix.test(legalName)) fail('legalName', billingMessages.nameCapitalRegime);

  const regime = taxRegimes.find((r) => r.code === input.taxRegime);
  if (!regime) fail('taxRegime', billingMessages.regimeInvalid);
  const use = cfdiUses.find((u) => u.code === input.cfdiUse);
  if (!use) fail('cfdiUse', billingMessages.useInvalid);
  if (!use!.regimes.includes(regime!.code))
    fail('cfdiUse', billingMessages.combination(`${use!.code} ${use!.description}`, `${regime!.code} ${regime!.description}`));

  const postalCode = input.postalCode.trim();
  if (!/^[0-9]{5}$/.test(postalCode)) fail('postalCode', billingMessages.postalCodeInvalid);
  return { rfc: parsed!.getRfc(), legalName, taxRegime: regime!.code, cfdiUse: use!.code, postalCode };
}
