import { isPlainObject, type UnknownAction } from '@reduxjs/toolkit';

export const REDACTED = '[redacted]';

/** Fields that hold a secret wherever they appear: sign-in tokens, passwords, Google key files. */
const SECRET_KEYS = new Set([
  'token',
  'originalToken',
  'password',
  'credentials',
  'private_key',
  'privateKey',
  'refresh_token',
  'authorization',
]);
/** Sentences quoted from the user's documents and mails. */
const QUOTED_TEXT_KEYS = new Set(['evidence']);
/** Actions whose payload is itself a secret. */
const SECRET_PAYLOADS = new Set(['auth/tokenStored']);
/** RTK Query's request and response objects: neither serializable nor needed to replay. */
const DROPPED_KEYS = new Set(['baseQueryMeta']);

function clean(value: unknown, key?: string): unknown {
  if (key !== undefined && SECRET_KEYS.has(key)) return value === null || value === undefined ? value : REDACTED;
  if (Array.isArray(value)) return value.map((item) => clean(item));
  if (value === null || typeof value !== 'object') return value;
  // Files, blobs and other class instances carry nothing a replay can use (and may carry a key file).
  if (!isPlainObject(value)) return REDACTED;
  const quoted = key !== undefined && QUOTED_TEXT_KEYS.has(key);
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    if (DROPPED_KEYS.has(name)) continue;
    copy[name] = quoted && typeof item === 'string' ? REDACTED : clean(item, name);
  }
  return copy;
}

/** A copy of a state (or any plain value) without secrets or quoted document text, safe to hand to support. */
export function sanitizeState<T>(state: T): T {
  return clean(state) as T;
}

/** A copy of an action without secrets or quoted document text. */
export function sanitizeAction<A extends UnknownAction>(action: A): A {
  const copy = clean(action) as A;
  return SECRET_PAYLOADS.has(action.type) ? { ...copy, payload: REDACTED } : copy;
}
