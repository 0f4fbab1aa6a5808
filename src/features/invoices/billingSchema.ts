import * as yup from 'yup';
import type { BillingProfile, InvoiceCatalog } from '../../api';
import { billingMessages } from '../../../common/billingMessages';
import { POSTAL_CODE } from '../../../common/postalCode';

/**
 * The form's first line of checks, in the server's words (common/billingMessages.ts); the server checks
 * again (with @nodecfdi/rfc and the SAT catalogue) and its message is shown under the field it names.
 * These three only the form says: the server's lists hold no empty choice.
 */
const formOnly = {
  regimeRequired: 'Elige tu régimen fiscal.',
  useRequired: 'Elige el uso de CFDI.',
  useNotAllowed: 'Ese uso de CFDI no está permitido para tu régimen fiscal. Elige un uso que corresponda a tu régimen.',
} as const;

export type BillingValues = BillingProfile;

const generic = new Set(['XAXX010101000', 'XEXX010101000']);
/** Persona física: four letters, birth date, three characters of homoclave. */
const personRfc = /^[A-ZÑ&]{4}\d{6}[A-Z\d]{3}$/;
const companyRfc = /^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/;

export function billingSchema(catalog: InvoiceCatalog) {
  return yup.object({
    rfc: yup
      .string()
      .trim()
      .required(billingMessages.rfcRequired)
      .test('generic', billingMessages.rfcGeneric, (v) => !generic.has((v ?? '').toUpperCase()))
      .test('person', billingMessages.rfcNotPerson, (v) => !companyRfc.test((v ?? '').toUpperCase()))
      .test('form', billingMessages.rfcInvalid, (v) => companyRfc.test((v ?? '').toUpperCase()) || personRfc.test((v ?? '').toUpperCase())),
    legalName: yup.string().trim().required(billingMessages.nameRequired),
    taxRegime: yup.string().required(formOnly.regimeRequired),
    cfdiUse: yup
      .string()
      .required(formOnly.useRequired)
      .test('allowed', formOnly.useNotAllowed, function allowed(v) {
        const use = catalog.cfdiUses.find((u) => u.code === v);
        return !use || use.regimes.includes(this.parent.taxRegime);
      }),
    postalCode: yup.string().trim().matches(POSTAL_CODE, billingMessages.postalCodeInvalid).required(billingMessages.postalCodeInvalid),
  });
}

/** The usos her régimen allows, in catalogue order (the D ones, which make fees deductible, first). */
export const usesFor = (catalog: InvoiceCatalog, regime: string) => catalog.cfdiUses.filter((u) => u.regimes.includes(regime));
