// Database outage: PostgreSQL goes away for 10 s while signed-in users keep the app busy. Meanwhile every request
// answers 503 with a message (never 500, never a hang); once the database is back the server serves again by
// itself, without a restart.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../server/db/database';
import { createTestApp, type TestApp } from '../server/test/test-app';
import { createScratchDatabase, type ScratchDatabase } from '../server/test/test-database';
import { POSTGRES_URL } from './support/process-database';
import { ProductClient } from './support/product-client';
import { startOutageProxy, type OutageProxy } from './support/outage-proxy';
import { LONG, report } from './support/figures';

const OUTAGE_MS = 10_000;
const BEFORE_MS = LONG ? 20_000 : 4_000;
const AFTER_MS = LONG ? 20_000 : 8_000;
const USERS = 20;

let proxy: OutageProxy;
let database: DatabaseHandle;
let target: TestApp;
let origin: string;
let scratch: ScratchDatabase;

// This suite needs a real PostgreSQL server (an embedded database cannot go away on its own).
beforeAll(async () => {
  scratch = await createScratchDatabase(POSTGRES_URL, 'rt_outage');
  const upstream = new URL(scratch.url);
  proxy = await startOutageProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
  const viaProxy = new URL(scratch.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  database = await openDatabase({ databaseUrl: viaProxy.toString() });
  // Many sign-ups from one address: the sign-up limit is the surface suite's concern.
  target = await createTestApp(
    { loginRateLimit: { perIpPerMinute: 10_000, perAccountPer15Minutes: 10_000 } },
    { database },
  );
  origin = await target.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await target?.close();
  await database?.close();
  await proxy?.close();
  await scratch?.drop();
});

type Phase = 'before' | 'outage' | 'recovering' | 'after';
interface Sample {
  phase: Phase;
  status: number;
  ms: number;
  message?: string;
}

describe('database outage', () => {
  it.each<[string, 'refuse' | 'hang']>([
    ['stopped (connections cut and refused)', 'refuse'],
    ['unreachable (connections cut, new ones never answered)', 'hang'],
  ])(
    `answers 503 with a message while PostgreSQL is %s for ${OUTAGE_MS / 1000} s, then recovers by itself`,
    async (description, mode) => {
      const users = await Promise.all(
        Array.from({ length: USERS }, async (_, n) => {
          const client = new ProductClient(origin);
          await client.signUp(`outage-${mode}-${n}@example.com`, 'outage password 1');
          await client.call('POST', '/api/contracts/batch', {
            contracts: [{ id: `c-${n}`, name: `Contract ${n}`, renewalDate: '2027-03-01', amount: 100 }],
          });
          return client;
        }),
      );

      let phase: Phase = 'before';
      const samples: Sample[] = [];
      let running = true;
      const reads = ['/api/contracts', '/api/dashboard/stats', '/api/auth/me', '/api/google/status'];
      const traffic = users.map(async (user, n) => {
        for (let i = n; running; i++) {
          const started = Date.now();
          const answer = await user.call<{ message?: string }>('GET', reads[i % reads.length]);
          samples.push({ phase, status: answer.status, ms: Date.now() - started, message: answer.body?.message });
          await sleep(50);
        }
      });

      await sleep(BEFORE_MS);
      phase = 'outage';
      await proxy.down(mode);
      await sleep(OUTAGE_MS);
      await proxy.up();
      // The first requests after the return may still meet a connection the outage broke.
      phase = 'recovering';
      await sleep(2_000);
      phase = 'after';
      await sleep(AFTER_MS);
      running = false;
      await Promise.all(traffic);

      const by = (wanted: Phase) => samples.filter((sample) => sample.phase === wanted);
      const statuses = (list: Sample[]) =>
        [...new Set(list.map((s) => s.status))]
          .sort()
          .map((status) => `${status}×${list.filter((s) => s.status === status).length}`)
          .join(' ');
      const slowest = (list: Sample[]) => Math.max(0, ...list.map((s) => s.ms));
      report(`database outage, ${description}`, {
        before: statuses(by('before')),
        outage: `${statuses(by('outage'))} (slowest ${slowest(by('outage'))} ms)`,
        recovering: statuses(by('recovering')),
        after: `${statuses(by('after'))} (slowest ${slowest(by('after'))} ms)`,
      });

      expect(by('before').every((s) => s.status === 200)).toBe(true);
      const outage = by('outage');
      // Unreachable: each request waits out the 5 s connection time-out, so there are fewer answers, all 503.
      expect(outage.filter((s) => s.status === 503).length).toBeGreaterThanOrEqual(USERS);
      // A request already under way when the database went can still succeed; nothing fails any other way or hangs.
      expect(outage.filter((s) => s.status !== 503 && s.status !== 200)).toEqual([]);
      expect(
        outage.filter((s) => s.status === 503).every((s) => s.message && /temporarily unavailable/.test(s.message)),
      ).toBe(true);
      expect(slowest(outage)).toBeLessThan(6_000);
      expect(by('recovering').filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
      expect(by('after').length).toBeGreaterThan(USERS);
      expect(by('after').every((s) => s.status === 200)).toBe(true);
    },
  );
});
