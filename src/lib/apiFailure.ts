/** What a screen needs from an RTK Query error: its status and the server's own words. */
export interface ApiFailure {
  status: number | string;
  message?: string;
  error?: string;
  /** The openapi `Error.code`, when the client must branch on the reason. */
  code?: string;
}

export function toApiFailure(error: unknown): ApiFailure {
  const e = error as { status?: unknown; data?: unknown } | undefined;
  const data = (e?.data ?? {}) as { message?: unknown; error?: unknown; code?: unknown };
  return {
    status: typeof e?.status === 'number' || typeof e?.status === 'string' ? e.status : 'UNKNOWN',
    message: typeof data.message === 'string' && data.message ? data.message : undefined,
    error: typeof data.error === 'string' && data.error ? data.error : undefined,
    code: typeof data.code === 'string' && data.code ? data.code : undefined,
  };
}
