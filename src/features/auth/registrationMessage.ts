import { apiMessages } from '../../../common/apiMessages';
import type { ApiFailure } from '../../lib/apiFailure';

/** SPEC §8, registration and verification: server message or error field, else by status. */
export function registrationMessage(failure: ApiFailure): string {
  if (failure.message) return failure.message;
  if (failure.error) return failure.error;
  const { status } = failure;
  if (status === 409) return 'El usuario ya existe. Por favor intenta iniciar sesión.';
  if (status === 401) return apiMessages.registrationCodeWrong;
  if (typeof status === 'number' && status >= 500) return apiMessages.server;
  return apiMessages.badRequest;
}
