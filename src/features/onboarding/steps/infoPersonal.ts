import { api, type PatientRecord, type PersonalInfo, type PersonalInfoSaved } from '../../../api';
import { POSTAL_CODE } from '../../../../common/postalCode';
import { shippingAddressSaved } from '../../../lib/events';
import { decimalOrZero, str } from './convert';
import { messages } from './messages';
import { object, requiredText } from './rules';
import type { StepDef, StepPrefill } from './types';

export interface InfoPersonalValues {
  weight: string;
  height: string;
  street: string;
  number: string;
  city: string;
  state: string;
  postalCode: string;
}

const required = () => requiredText(messages.infoPersonalRequired);

/** She gave her weight and height at registration: step 1 does not ask for them again, it shows them to confirm. */
const fromRegistration: StepPrefill<InfoPersonalValues, PatientRecord> = {
  load: (openmrsId) => api.endpoints.searchPatientByOpenmrsId.initiate({ openmrsId }),
  values: (record) => ({
    weight: record.weightAtRegistration ?? '',
    // The field takes up to three digits; anything else she wrote then is left for her to type again.
    height: /^[0-9]{1,3}$/.test(record.heightAtRegistration ?? '') ? record.heightAtRegistration! : '',
  }),
};

export const infoPersonal: StepDef<InfoPersonalValues, PersonalInfo, PersonalInfoSaved> = {
  id: 'info-personal',
  sections: [
    {
      fields: [
        // Free text on purpose: patients answer with ranges such as "60-65".
        { kind: 'text', name: 'weight', label: 'Peso habitual (kg)', placeholder: 'Ej. 62 o 60-65' },
        {
          kind: 'text',
          name: 'height',
          label: 'Estatura (cm)',
          placeholder: 'Ej. 162',
          inputMode: 'numeric',
          digitsOnly: true,
          maxLength: 3,
        },
      ],
    },
    {
      title: 'Dirección de envío',
      fields: [
        { kind: 'text', name: 'street', label: 'Calle' },
        { kind: 'text', name: 'number', label: 'Número', inputMode: 'numeric', digitsOnly: true, maxLength: 20 },
        { kind: 'text', name: 'city', label: 'Ciudad' },
        { kind: 'text', name: 'state', label: 'Estado' },
        { kind: 'text', name: 'postalCode', label: 'Código postal', inputMode: 'numeric', digitsOnly: true, maxLength: 5 },
      ],
    },
  ],
  initialValues: { weight: '', height: '', street: '', number: '', city: '', state: '', postalCode: '' },
  // SPEC §5 first (all seven non-blank), then the contract's limits, so the server never answers 400.
  schema: object({
    weight: required().test('weight-range', messages.weightRange, (v) => decimalOrZero(v) <= 500),
    height: required().test('height-range', messages.heightRange, (v) => decimalOrZero(v) <= 250),
    street: required().max(200, messages.tooLong),
    number: required().max(20, messages.tooLong),
    city: required().max(100, messages.tooLong),
    state: required().max(100, messages.tooLong),
    postalCode: required().matches(POSTAL_CODE, messages.postalCode),
  }),
  savedEvent: (saved) => shippingAddressSaved({ ...saved.address, number: saved.address.number ?? null }),
  load: (openmrsId) => api.endpoints.getPersonalInfo.initiate({ openmrsId }),
  prefill: fromRegistration as StepPrefill<InfoPersonalValues>,
  save: (openmrsId, payload) => api.endpoints.savePersonalInfo.initiate({ openmrsId, personalInfo: payload }),
  toPayload: (v) => ({
    weight: decimalOrZero(v.weight),
    height: decimalOrZero(v.height),
    shippingAddress: {
      street: v.street.trim(),
      number: v.number.trim(),
      city: v.city.trim(),
      state: v.state.trim(),
      postalCode: v.postalCode.trim(),
    },
  }),
  fromSaved: (s) => ({
    weight: s.weight ? str(s.weight) : '',
    height: s.height ? str(s.height) : '',
    street: s.shippingAddress.street,
    number: s.shippingAddress.number,
    city: s.shippingAddress.city,
    state: s.shippingAddress.state,
    postalCode: s.shippingAddress.postalCode,
  }),
};
