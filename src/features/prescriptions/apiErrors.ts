/** What an RTK Query error carries: the HTTP status and the server's Spanish message (openapi `Error`). */
export function describeError(error: unknown): { status: number | null; message: string | null; code: string | null } {
  const e = error as { status?: unknown; data?: { message?: unknown; code?: unknown } } | undefined;
  return {
    status: typeof e?.status === 'number' ? e.status : null,
    message: typeof e?.data?.message === 'string' ? e.data.message : null,
    code: typeof e?.data?.code === 'string' ? e.data.code : null,
  };
}
