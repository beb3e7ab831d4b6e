import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One injected fault: when it was answered, to which request of which account, and the Retry-After it carried. */
export interface FaultEvent {
  at: number;
  method: string;
  url: string;
  caller?: string;
  kind: string;
  retryAfterSeconds?: number;
}

/** Faults the fake injects into data API calls (not token calls), deterministically from a seed. */
export interface FaultSettings {
  /** Share of calls that fail, 0..1. */
  rate: number;
  /** Latency added to every data call. */
  latencyMs: number;
  seed: number;
  /** Retry-After (seconds) sent with 429s. */
  retryAfterSeconds: number;
  /**
   * In-process only (a test's gate): a data call whose URL this names waits until it names it no more, so a test can
   * stop a search halfway however loaded the machine is.
   */
  hold?: (url: string) => boolean;
}

export const NO_FAULTS: FaultSettings = { rate: 0, latencyMs: 0, seed: 1, retryAfterSeconds: 1 };

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DATA_API = /^\/(gmail|drive|admin|v1\/matters|storage)\//;

/** Adds latency and failures (429 with Retry-After, 500, 503, a slow answer, a dropped connection). */
export function installFaults(
  app: FastifyInstance,
  settings: FaultSettings,
  callerOf: (request: FastifyRequest) => string | undefined,
) {
  let next = random(settings.seed);
  const counters = {
    injected: 0,
    byKind: {} as Record<string, number>,
    events: [] as FaultEvent[],
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!DATA_API.test(request.url)) return;
    while (settings.hold?.(request.url)) await new Promise((resolve) => setTimeout(resolve, 20));
    if (settings.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.latencyMs));
    if (settings.rate <= 0 || next() >= settings.rate) return;
    const kinds = ['429', '500', '503', 'drop', 'slow'] as const;
    const kind = kinds[Math.floor(next() * kinds.length)];
    counters.injected++;
    counters.byKind[kind] = (counters.byKind[kind] ?? 0) + 1;
    counters.events.push({
      at: Date.now(),
      method: request.method,
      url: request.url,
      caller: callerOf(request),
      kind,
      ...(kind === '429' ? { retryAfterSeconds: settings.retryAfterSeconds } : {}),
    });
    if (kind === 'drop') {
      request.raw.socket.destroy();
      return reply;
    }
    if (kind === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return;
    }
    const status = Number(kind);
    if (status === 429) reply.header('Retry-After', String(settings.retryAfterSeconds));
    return reply.code(status).send({
      error: {
        code: status,
        message: status === 429 ? 'Quota exceeded for quota metric' : 'Backend Error',
        status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE',
      },
    });
  });
  return {
    counters,
    reseed(seed: number) {
      next = random(seed);
    },
  };
}
