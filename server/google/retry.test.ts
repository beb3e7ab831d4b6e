import { describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { googleTransporter } from './google-transport';
import { isTransient, retryAfterMs, withRetries } from './retry';

const httpError = (status: number, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`status ${status}`), { response: { status, headers: new Headers(headers) } });

describe('withRetries', () => {
  it('retries rate limits and server errors, then answers', async () => {
    const failures = [httpError(429), httpError(503), httpError(500)];
    const delays: number[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls++;
        const failure = failures.shift();
        if (failure) throw failure;
        return 'ok';
      },
      { retries: 5, baseDelayMs: 1, maxDelayMs: 5, onRetry: ({ delayMs }) => delays.push(delayMs) },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(4);
    expect(delays.every((delay) => delay >= 0 && delay <= 5)).toBe(true);
  });

  it('waits at least what Retry-After asks', async () => {
    const delays: number[] = [];
    let first = true;
    const started = Date.now();
    await withRetries(
      async () => {
        if (first) {
          first = false;
          throw httpError(429, { 'retry-after': '1' });
        }
      },
      { retries: 2, baseDelayMs: 1, maxDelayMs: 2, onRetry: ({ delayMs }) => delays.push(delayMs) },
    );
    expect(delays).toEqual([1000]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('does not retry client errors, and gives up after the last retry', async () => {
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw httpError(403);
        },
        { retries: 3, baseDelayMs: 1, maxDelayMs: 1 },
      ),
    ).rejects.toThrow('status 403');
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw httpError(503);
        },
        { retries: 2, baseDelayMs: 1, maxDelayMs: 1 },
      ),
    ).rejects.toThrow('status 503');
    expect(calls).toBe(3);
  });
});

describe('transient failures', () => {
  it('are rate limits, server errors and dropped connections', () => {
    expect(isTransient(httpError(429))).toBe(true);
    expect(isTransient(httpError(502))).toBe(true);
    expect(isTransient(httpError(404))).toBe(false);
    expect(isTransient(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isTransient(new TypeError('fetch failed'))).toBe(true);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs(httpError(429, { 'retry-after': '2' }))).toBe(2000);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs(httpError(503, { 'retry-after': 'Wed, 01 Jan 2025 00:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(httpError(503))).toBeUndefined();
  });

  it('reads Retry-After from the error of a real Google client call', async () => {
    const server = http.createServer((_request, response) => {
      response.writeHead(429, { 'Retry-After': '3', 'Content-Type': 'application/json' });
      response.end('{"error":{"code":429,"message":"Quota exceeded"}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const error = await googleTransporter(undefined)
        .request({ url: `http://127.0.0.1:${port}/gmail/v1/users/me/messages` })
        .catch((failure: unknown) => failure);
      expect(retryAfterMs(error)).toBe(3000);
    } finally {
      server.close();
    }
  });
});
