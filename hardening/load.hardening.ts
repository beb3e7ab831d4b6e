// Load: 200 signed-in users at once against the server in its own process, on the embedded database and on
// PostgreSQL. Each polls a status every 5 s (its search's, or its Google connection's), fetches its contract list and
// dashboard figures every 15 s, and a few run searches meanwhile. No errors on either, and searches complete; the
// reads' 99th percentile is printed, on PostgreSQL next to its 100 ms budget.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../fake-google/fake-google';
import { fakeGoogleEnv } from '../server/test/google-helpers';
import { processDatabase, type ProcessDatabase } from './support/process-database';
import { ProductClient } from './support/product-client';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { seedContractMail } from './support/seed-contracts';
import { LONG, report } from './support/figures';
import pLimit from 'p-limit';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const USERS = 200;
/**
 * The budget, 100 ms, is PostgreSQL's, the database a deployment serving many users runs on. The embedded database
 * is single-session: every query of every request waits its turn on its one connection, behind the searches'
 * writes, so its p99 follows the disk and the neighbours of this shared 2-core machine rather than the code: 22 to
 * 492 ms on one day, and 85 then 407 ms in two runs of the same commit in a row. PostgreSQL's follows the machine
 * too, less: 42-78 ms on 24 November, 128 ms in an idle clean-clone CI run on 25 November, a day this machine ran
 * the analysis at half its speed of three days before. Both are printed, not judged (the project's rule: speed is
 * printed by benchmarks, not timed in tests); errors and completed searches are judged on both.
 */
const READS_P99_BUDGET_MS: Partial<Record<'postgres' | 'pglite', number>> = { postgres: 100 };
const SEARCHERS = 10;
const DURATION_MS = (LONG ? 600 : 60) * 1000;
/** Searchers are spread over the users (and so over the first poll interval), not the first ten to start at once. */
const isSearcher = (n: number) => n % (USERS / SEARCHERS) === 0;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

describe.each(['pglite', 'postgres'] as const)(`load on %s: ${USERS} users for ${DURATION_MS / 1000} s`, (kind) => {
  let google: FakeGoogle;
  let database: ProcessDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    google = await startFakeGoogle();
    google.faults.latencyMs = 20;
    await seedContractMail(google, google.oauthAccount, 20);
    database = await processDatabase(kind);
    server = await startServerProcess({
      ...database.env,
      ...fakeGoogleEnv(google),
      // 200 sign-ups from one address: the sign-up limit is the surface suite's concern.
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      LOG_LEVEL: 'warn',
    });
  });

  afterAll(async () => {
    await server?.stop();
    await google?.close();
    await database?.drop();
  });

  it('answers every read without error and completes searches', async () => {
    const limit = pLimit(8);
    const users = await Promise.all(
      Array.from({ length: USERS }, (_, n) =>
        limit(async () => {
          const user = new ProductClient(server.origin);
          await user.signUp(`load-${n}@example.com`, 'load password 12');
          await user.call('POST', '/api/contracts/batch', {
            contracts: Array.from({ length: 20 }, (_, c) => ({
              id: `load-${n}-${c}`,
              name: `Contract ${c} of user ${n}`,
              amount: 100 * c,
              renewalDate: `2027-0${1 + (c % 9)}-1${c % 10}`,
            })),
          });
          if (isSearcher(n)) await user.connectPersonalAccount(google);
          return user;
        }),
      ),
    );

    const latencies: Record<string, number[]> = {};
    const errors: string[] = [];
    // The generator's own event-loop delay: a busy client would show as server latency.
    const clientLag = monitorEventLoopDelay({ resolution: 10 });
    clientLag.enable();
    const deadline = Date.now() + DURATION_MS;
    let searchesDone = 0;

    /** One timed read; anything but 200 is an error. */
    const read = async <T>(user: ProductClient, label: string, path: string) => {
      const started = performance.now();
      const answer = await user.call<T>('GET', path);
      (latencies[label] ??= []).push(performance.now() - started);
      if (answer.status !== 200) errors.push(`${label} ${answer.status}`);
      return answer;
    };

    await Promise.all(
      users.map(async (user, n) => {
        // Spread the users over the first poll interval, as real sessions are.
        await sleep((n / USERS) * 5_000);
        let searchId: string | undefined;
        for (let tick = 0; Date.now() < deadline; tick++) {
          if (isSearcher(n) && !searchId && tick % 4 === 0) {
            const started = await user.call<{ id: string }>('POST', '/api/gmail/search', { keywords: ['agreement'] });
            if (started.status === 202) searchId = started.body.id;
            else errors.push(`start search ${started.status}`);
          }
          if (searchId) {
            const status = await read<{ status: string }>(user, 'search status', `/api/gmail/search/${searchId}`);
            if (status.body.status !== 'PROCESSING') {
              if (status.body.status === 'COMPLETED') searchesDone++;
              else errors.push(`search ${status.body.status}`);
              searchId = undefined;
            }
          } else {
            await read(user, 'connection status', '/api/google/status');
          }
          if (tick % 3 === 0) {
            await read(user, 'contract list', '/api/contracts');
            await read(user, 'dashboard stats', '/api/dashboard/stats');
          }
          await sleep(5_000);
        }
      }),
    );

    clientLag.disable();
    const all = Object.values(latencies).flat();
    const figures: Record<string, string | number> = {
      requests: all.length,
      errors: errors.length,
      'searches completed': searchesDone,
    };
    for (const [label, values] of Object.entries(latencies)) {
      figures[`${label} p50/p99 ms`] = `${percentile(values, 50).toFixed(1)}/${percentile(values, 99).toFixed(1)}`;
    }
    // The budget is over all reads. Per kind the figures are for reading: status polls of running searches are
    // ~150 samples (their p99 is their slowest), taken while analysis and this generator share the machine's cores.
    figures['all reads p99 ms'] = percentile(all, 99).toFixed(1);
    figures['client event-loop delay p99/max ms'] =
      `${(clientLag.percentile(99) / 1e6).toFixed(1)}/${(clientLag.max / 1e6).toFixed(1)}`;
    const budget = READS_P99_BUDGET_MS[kind];
    figures['budget ms'] =
      budget === undefined
        ? 'none'
        : `${budget} (${percentile(all, 99) < budget ? 'within' : 'OVER'}; printed, not judged)`;
    report(`load (${USERS} users, ${DURATION_MS / 1000} s, ${database.kind})`, figures);
    expect(errors.slice(0, 10)).toEqual([]);
    expect(searchesDone).toBeGreaterThan(0);
  });
});
