/** Google's OAuth error code and description, from a gaxios error or a gtoken message ("invalid_grant: ..."). */
export function googleErrorOf(error: unknown): { code: string; description: string; status?: number } {
  const candidate = error as {
    message?: string;
    status?: number;
    response?: { status?: number; data?: { error?: unknown; error_description?: string } };
  };
  const data = candidate?.response?.data;
  const status = candidate?.response?.status ?? candidate?.status;
  if (data && typeof data.error === 'string')
    return { code: data.error, description: data.error_description ?? '', status };
  if (data && typeof data.error === 'object' && data.error) {
    const apiError = data.error as { status?: string; message?: string };
    return { code: apiError.status ?? 'api_error', description: apiError.message ?? '', status };
  }
  const match = /^(\w+):\s*(.*)$/s.exec(candidate?.message ?? '');
  if (match && /^[a-z_]+$/.test(match[1])) return { code: match[1], description: match[2], status };
  return { code: 'network_error', description: candidate?.message ?? String(error), status };
}

/** Whether Google no longer accepts the stored credentials (revoked, expired, deleted): reconnecting is needed. */
export function isRevocation(error: unknown): boolean {
  const { code } = googleErrorOf(error);
  return code === 'invalid_grant' || code === 'unauthorized_client' || code === 'deleted_client';
}

/** What is recorded on a connection Google stopped accepting: its error code and description. */
export function revocationReason(error: unknown): string {
  const { code, description } = googleErrorOf(error);
  return `${code}${description ? `: ${description}` : ''}`;
}
