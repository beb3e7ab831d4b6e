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
    // the failures are kept.
    const limit = pLimit(16);
    const started = Date.now();
    const { result: answers, rss } = await watchMemory(async () => {
      const all: { request: RawRequest; response: RawResponse }[] = [];
      for (let batch = 0; batch < REQUESTS / 1000; batch++) {
        const requests = hostileRequests(document, operations, tokens, 1000, SEED + batch);
        const sent = await Promise.all(
          requests.map((request) => limit(async () => ({ request, response: await send(target.origin, request) }))),
        );
        for (const answer of sent) {
          // Bodies of refusals are kept small (the message); the request body is dropped.
          all.push({ request: { ...answer.request, body: undefined }, response: answer.response });
        }
      }
      return all;
    });
    const seconds = (Date.now() - started) / 1000;

    const byStatus = new Map<number, number>();
    const failures: { request: RawRequest; response: RawResponse }[] = [];
    for (const answer of answers) {
      const { status, body } = answer.response;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      if (status === 0 || status >= 500) failures.push(answer);
      else if (status >= 400 && !hasMessage(body)) failures.push(answer);
    }
    report('hostile input', {
      requests: answers.length,
      operations: operations.length,
      'req/s': Math.round(answers.length / seconds),
      statuses: [...byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' '),
      '5xx': answers.filter((a) => a.response.status >= 500).length,
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
