import * as yup from 'yup';
import type { InvoiceCatalog } from '../../api';

/**
 * The form's first line of checks, in the server's words; the server checks again (with @nodecfdi/rfc and
 * the SAT catalogue) and its message is shown under the field it names.
 */
export const billingTexts = {
  rfcRequired: 'Ingresa tu RFC.',
  rfcInvalid: 'El RFC no es válido. Escríbelo como aparece en tu Constancia de Situación Fiscal.',
  rfcGeneric: 'El RFC genérico (XAXX010101000 o XEXX010101000) no sirve para deducir: ingresa tu propio RFC.',
  rfcNotPerson: 'Ingresa el RFC de persona física (13 caracteres).',
  nameRequired: 'Ingresa tu nombre como aparece en tu Constancia de Situación Fiscal.',
  regimeRequired: 'Elige tu régimen fiscal.',
  useRequired: 'Elige el uso de CFDI.',
  useNotAllowed: 'Ese uso de CFDI no está permitido para tu régimen fiscal. Elige un uso que corresponda a tu régimen.',
  postalCodeInvalid: 'El código postal fiscal debe tener 5 dígitos.',
} as const;

export interface BillingValues {
  rfc: string;
  legalName: string;
  taxRegime: string;
  cfdiUse: string;
  postalCode: string;
}

const generic = new Set(['XAXX010101000', 'XEXX010101000']);
/** Persona física: four letters, birth date, three characters of homoclave. */
const personRfc = /^[A-ZÑ&]{4}\d{6}[A-Z\d]{3}$/;
const companyRfc = /^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/;

export function billingSchema(catalog: InvoiceCatalog) {
  return yup.object({
    rfc: yup
      .string()
      .trim()
      .required(billingTexts.rfcRequired)
      .test('generic', billingTexts.rfcGeneric, (v) => !generic.has((v ?? '').toUpperCase()))
      .test('person', billingTexts.rfcNotPerson, (v) => !companyRfc.test((v ?? '').toUpperCase()))
      .test('form', billingTexts.rfcInvalid, (v) => companyRfc.test((v ?? '').toUpperCase()) || personRfc.test((v ?? '').toUpperCase())),
    legalName: yup.string().trim().required(billingTexts.nameRequired),
    taxRegime: yup.string().required(billingTexts.regimeRequired),
    cfdiUse: yup
      .string()
      .required(billingTexts.useRequired)
      .test('allowed', billingTexts.useNotAllowed, function allowed(v) {
        const use = catalog.cfdiUses.find((u) => u.code === v);
        return !use || use.regimes.includes(this.parent.taxRegime);
      }),
    postalCode: yup
      .string()
      .trim()
      .matches(/^[0-9]{5}$/, billingTexts.postalCodeInvalid)
      .required(billingTexts.postalCodeInvalid),
  });
}

/** The usos her régimen allows, in catalogue order (the D ones, which make fees deductible, first). */
export const usesFor = (catalog: InvoiceCatalog, regime: string) => catalog.cfdiUses.filter((u) => u.regimes.includes(regime));
