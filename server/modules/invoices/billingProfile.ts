import { Rfc } from '@nodecfdi/rfc';
import { HttpError } from '../../http/errors';
import type { Schema } from '../../http/types';
import { cfdiUses, taxRegimes } from './satCatalog';
import { billingMessages } from '../../../common/billingMessages';
import { POSTAL_CODE } from '../../../common/postalCode';

export type BillingProfile = Schema<'BillingProfile'>;

export { billingMessages };

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
  if (!POSTAL_CODE.test(postalCode)) fail('postalCode', billingMessages.postalCodeInvalid);
  return { rfc: parsed!.getRfc(), legalName, taxRegime: regime!.code, cfdiUse: use!.code, postalCode };
}
