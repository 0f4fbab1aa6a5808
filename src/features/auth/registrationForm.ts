import type { RegistrationRequest } from '../../api';
import { privacyNotice } from '../../api/privacyNotice';

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  birthdate: string;
  gender: 'f' | 'm' | 'otro';
  email: string;
  phoneNumber: string;
  weight: string;
  height: string;
  comoNosConociste: string;
  codigoReferencia: string;
  aceptaPrivacidad: boolean;
}

export const initialRegistrationValues: RegistrationValues = {
  firstName: '',
  lastName: '',
  birthdate: '',
  gender: 'f',
  email: '',
  phoneNumber: '',
  weight: '',
  height: '',
  comoNosConociste: '',
  codigoReferencia: '',
  aceptaPrivacidad: false,
};

export const registrationIncompleteMessage = 'Por favor complete todos los campos obligatorios y acepte el aviso de privacidad';

/** SPEC §5: names, e-mail, phone, birthdate and the privacy acceptance; the address is not asked. */
export function registrationComplete(v: RegistrationValues): boolean {
  return [v.firstName, v.lastName, v.email, v.phoneNumber, v.birthdate].every((f) => f.trim() !== '') && v.aceptaPrivacidad;
}

/**
 * Ten digits, as the API stores them, from the ways a number is written in Mexico: spaces, dashes, dots and
 * brackets ('(55) 1234-5678'), the country code ('+52 55…', '0052 55…'), the old mobile '1' after it
 * ('+52 1 55…') and the old mobile prefixes '044'/'045'. Anything else is left as typed, to be refused.
 */
export function normalPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const national = digits.replace(/^(?:00)?52(?=\d{10,11}$)/, '');
  if (/^1\d{10}$/.test(national) && digits !== national) return national.slice(1);
  if (/^04[45]\d{10}$/.test(national)) return national.slice(3);
  return national;
}

export const phoneMessage = 'El teléfono debe tener 10 dígitos (puedes escribirlo con espacios, guiones o +52).';

/** SPEC §3 registration payload: address sent empty, openmrsId set to the phone number. */
export function toRegistrationRequest(v: RegistrationValues): RegistrationRequest {
  const phoneNumber = normalPhone(v.phoneNumber);
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    birthdate: v.birthdate,
    gender: v.gender,
    email: v.email.trim(),
    address: '',
    phoneNumber,
    openmrsId: phoneNumber,
    weight: optional(v.weight),
    height: optional(v.height),
    comoNosConociste: optional(v.comoNosConociste),
    codigoReferencia: optional(v.codigoReferencia),
    aceptaPrivacidad: true,
    // Which notice the checkbox accepted: the one this form shows.
    privacyNoticeVersion: privacyNotice.version,
    privacyNoticeSha256: privacyNotice.sha256,
  };
}
