/** The `message` (else `details`) of an RTK Query error from the server, if it sent one. */
export function serverErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { message, details } = data as { message?: unknown; details?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof details === 'string' && details) return details;
  return undefined;
}
