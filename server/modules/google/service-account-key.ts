import { createPrivateKey } from 'node:crypto';
import type { ServiceAccountKey } from '../../google/google-clients';
import { GOOGLE_MESSAGES } from '../../google/messages';

export const MAX_KEY_FILE_BYTES = 64 * 1024;

export class KeyFileError extends Error {}

/**
 * Reads an uploaded service-account key. Only client_email and private_key are kept: the file's token_uri and
 * other URLs never decide where the server sends requests.
 */
export function parseServiceAccountKey(bytes: Buffer): ServiceAccountKey {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new KeyFileError(GOOGLE_MESSAGES.notJson);
  }
  const candidate = json as Partial<Record<'type' | 'client_email' | 'private_key', unknown>>;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    candidate.type !== 'service_account' ||
    typeof candidate.client_email !== 'string' ||
    !/^[^\s@]+@[^\s@]+$/.test(candidate.client_email) ||
    typeof candidate.private_key !== 'string'
  ) {
    throw new KeyFileError(GOOGLE_MESSAGES.notServiceAccount);
  }
  try {
    createPrivateKey(candidate.private_key);
  } catch {
    throw new KeyFileError(GOOGLE_MESSAGES.badPrivateKey);
  }
  return { client_email: candidate.client_email, private_key: candidate.private_key };
}
