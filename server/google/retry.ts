import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryOptions {
  /** Further attempts after the first. */
  retries: number;
  /** First back-off; each further one doubles, with full jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The longest wait before a retry, Retry-After included (capped, so a hostile value cannot park the caller). */
  maxWaitMs?: number;
  signal?: AbortSignal;
  /** Called before each wait (for logs and tests). */
  onRetry?: (info: { attempt: number; delayMs: number; status: number | undefined }) => void;
}

/** Background work (searches): patient, up to a minute between attempts when Google asks for it. */
export const DEFAULT_RETRY: RetryOptions = { retries: 6, baseDelayMs: 300, maxDelayMs: 20_000, maxWaitMs: 60_000 };

/** A call a person is waiting for (a connection check, a search's start): two quick retries, then an answer. */
export const INTERACTIVE_RETRY: RetryOptions = { retries: 2, baseDelayMs: 200, maxDelayMs: 1000, maxWaitMs: 2000 };

/** How long a person waits for Google at most, all attempts together, before hearing that it did not answer. */
export const INTERACTIVE_DEADLINE_MS = 15_000;

const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNABORTED']);

interface HttpishError {
  status?: number;
  code?: string | number;
  response?: { status?: number; headers?: { get(name: string): string | null } | Record<string, string> };
  cause?: unknown;
}

function statusOf(error: HttpishError): number | undefined {
  return error.response?.status ?? (typeof error.status === 'number' ? error.status : undefined);
}

/** Whether a failure is worth another try: rate limits, server errors, time-outs and dropped connections. */
export function isTransient(error: unknown): boolean {
  const candidate = error as HttpishError;
  const status = statusOf(candidate);
  if (status !== undefined) return RETRYABLE_STATUS.has(status);
  const code = String(candidate?.code ?? (candidate?.cause as HttpishError | undefined)?.code ?? '');
  if (NETWORK_CODES.has(code)) return true;
  // Fetch-level failures (gaxios wraps undici's "fetch failed" / "terminated" without a status).
  return /fetch failed|terminated|socket hang up|network|timeout/i.test((error as Error)?.message ?? '');
}

/** Retry-After in milliseconds (seconds or an HTTP date), when the response carries one. */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  const headers = (error as HttpishError)?.response?.headers;
  if (!headers) return undefined;
  // Duck-typed: gaxios answers a Headers of its own fetch implementation, not an instance of Node's global one.
  const value =
    typeof headers.get === 'function' ? headers.get('retry-after') : (headers as Record<string, string>)['retry-after'];
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Runs a Google call, retrying transient failures with exponential back-off and full jitter. A Retry-After from
 * Google is honoured as the least wait, up to `maxWaitMs` (so a hostile value cannot park the caller forever).
 */
export async function withRetries<T>(call: () => Promise<T>, options: RetryOptions = DEFAULT_RETRY): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= options.retries || !isTransient(error) || options.signal?.aborted) throw error;
      const backoff = Math.random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
      const delayMs = Math.min(Math.max(backoff, retryAfterMs(error) ?? 0), options.maxWaitMs ?? 60_000);
      options.onRetry?.({ attempt: attempt + 1, delayMs, status: statusOf(error as HttpishError) });
      await sleep(delayMs, undefined, { signal: options.signal });
    }
  }
}

/** Retries and cancellation for every Google call: what the search sources, Vault and the routes call through. */
export type CallGoogle = <T>(call: () => Promise<T>) => Promise<T>;

/**
 * The one retry policy for Google calls: `withRetries` with these options, and nothing started once `signal` has
 * aborted (a stopping search).
 */
export function googleCaller(options: RetryOptions = DEFAULT_RETRY, signal?: AbortSignal): CallGoogle {
  return (call) => {
    signal?.throwIfAborted();
    return withRetries(call, { ...options, signal });
  };
}

/**
 * For a call a person is waiting for: a deadline for the whole exchange (token, call and retries; the clients made
 * with its signal abandon their requests when it passes) and the interactive retry policy under it.
 */
export function interactiveGoogle(): { signal: AbortSignal; callGoogle: CallGoogle } {
  const signal = AbortSignal.timeout(INTERACTIVE_DEADLINE_MS);
  return { signal, callGoogle: googleCaller(INTERACTIVE_RETRY, signal) };
}
