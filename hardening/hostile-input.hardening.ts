// Hostile input: every operation of the OpenAPI document gets generated malformed requests over real HTTP. No
// answer may be a 5xx, every refusal carries a message, the server stays up and its memory stays bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pLimit from 'p-limit';
import { send, type RawResponse } from './support/http-client';
import { hostileRequests, type RawRequest } from './support/hostile-requests';
import { listeningApp, type ListeningApp } from './support/listening-app';
import { operationsOf, type OpenApiDocument } from './support/openapi-operations';
import { LONG, report, watchMemory } from './support/figures';

const REQUESTS = LONG ? 100_000 : 10_000;
const SEED = Number(process.env.HARDENING_SEED ?? 20261122);

let target: ListeningApp;

beforeAll(async () => {
  // Sign-in limits would turn most attempts into 429s before their bodies are read; the surface suite tests them.
  target = await listeningApp({ loginRateLimit: { perIpPerMinute: 1_000_000, perAccountPer15Minutes: 1_000_000 } });
});
afterAll(() => target.close());

describe('hostile input', () => {
  it(`answers ${REQUESTS} generated malformed requests without a 5xx, each refusal with a message`, async () => {
    const document = target.app.swagger() as unknown as OpenApiDocument;
    const operations = operationsOf(document);
    // The OAuth callback is not in the document (Google calls it, not the app): attack it too.
    operations.push({ method: 'GET', path: '/api/google/callback' });
    const tokens = target.tokensFor(await target.userToken('fuzz@example.com'));

    // Generated and sent a thousand at a time, so the suite's own bodies do not dominate the memory figures; only
    // the status counts and the failures are kept (100,000 kept answers alone grew this process by hundreds of MB).
    const limit = pLimit(16);
    const started = Date.now();
    const byStatus = new Map<number, number>();
    const failures: { request: RawRequest; response: RawResponse }[] = [];
    const { result: sent, rss } = await watchMemory(async () => {
      let count = 0;
      for (let batch = 0; batch < REQUESTS / 1000; batch++) {
        const requests = hostileRequests(document, operations, tokens, 1000, SEED + batch);
        const answers = await Promise.all(
          requests.map((request) => limit(async () => ({ request, response: await send(target.origin, request) }))),
        );
        for (const { request, response } of answers) {
          count++;
          const { status, body } = response;
          byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
          const failed = status === 0 || status >= 500 || (status >= 400 && !hasMessage(body));
          // The request body is dropped; the refusal's body is small (its message).
          if (failed) failures.push({ request: { ...request, body: undefined }, response });
        }
      }
      return count;
    });
    const seconds = (Date.now() - started) / 1000;

    report('hostile input', {
      requests: sent,
      operations: operations.length,
      'req/s': Math.round(sent / seconds),
      statuses: [...byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' '),
      '5xx': [...byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0),
      'RSS MB (start/peak/end)': `${rss.start}/${rss.peak}/${rss.end}`,
      seed: SEED,
    });
    expect(
      failures.slice(0, 5).map(({ request, response }) => ({
        kind: request.kind,
        method: request.method,
        path: request.path.slice(0, 120),
        status: response.status,
        body: response.body.toString().slice(0, 200),
      })),
    ).toEqual([]);

    // Still alive and answering, memory bounded (the generated bodies themselves are held by this process).
    const health = await send(target.origin, { method: 'GET', path: '/api/health' });
    expect(health.status).toBe(200);
    expect(rss.end - rss.start).toBeLessThan(256);
  });
});

function hasMessage(body: Buffer): boolean {
  try {
    const parsed = JSON.parse(body.toString()) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0;
  } catch {
    return false;
  }
}
