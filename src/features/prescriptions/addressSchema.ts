import * as yup from 'yup';
import { POSTAL_CODE } from '../../../common/postalCode';

/** SPEC §5 address update: street, city, state and postal code required; number optional; country México. */
export const REQUIRED_MESSAGE = 'Por favor completa todos los campos obligatorios';
export const POSTAL_CODE_MESSAGE = 'El código postal debe tener 5 dígitos';
export const COUNTRY = 'México';

export interface AddressValues {
  street: string;
  number: string;
  city: string;
  state: string;
  postalCode: string;
}

export const addressSchema = yup.object({
  street: yup.string().trim().required(REQUIRED_MESSAGE).max(200, 'Máximo 200 caracteres'),
  number: yup.string().trim().max(20, 'Máximo 20 caracteres'),
  city: yup.string().trim().required(REQUIRED_MESSAGE).max(100, 'Máximo 100 caracteres'),
  state: yup.string().trim().required(REQUIRED_MESSAGE).max(100, 'Máximo 100 caracteres'),
  // The server accepts five digits only (openapi ShippingAddress.postalCode).
  postalCode: yup.string().trim().required(REQUIRED_MESSAGE).matches(POSTAL_CODE, POSTAL_CODE_MESSAGE),
});
