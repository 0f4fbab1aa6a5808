/** What the account screens need from an RTK Query error: its status and the server's own words. */
export interface ApiFailure {
  status: number | string;
  message?: string;
  error?: string;
}

export function toApiFailure(error: unknown): ApiFailure {
  const e = error as { status?: unknown; data?: unknown } | undefined;
  const data = (e?.data ?? {}) as { message?: unknown; error?: unknown };
  return {
    status: typeof e?.status === 'number' || typeof e?.status === 'string' ? e.status : 'UNKNOWN',
    message: typeof data.message === 'string' && data.message ? data.message : undefined,
    error: typeof data.error === 'string' && data.error ? data.error : undefined,
  };
}

/** SPEC §8, registration and verification: server message or error field, else by status. */
export function registrationMessage(failure: ApiFailure): string {
  if (failure.message) return failure.message;
  if (failure.error) return failure.error;
  const { status } = failure;
  if (status === 409) return 'El usuario ya existe. Por favor intenta iniciar sesión.';
  if (status === 401) return 'Código de verificación incorrecto o expirado.';
  if (typeof status === 'number' && status >= 500) return 'Error del servidor. Por favor intenta nuevamente más tarde.';
  return 'Datos inválidos. Por favor verifica la información ingresada.';
}
