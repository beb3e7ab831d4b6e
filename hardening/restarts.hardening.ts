// Restarts: the server is killed with SIGKILL in the middle of a search and started again on the same data. The
// search finishes (or ends FAILED with a message), nothing stays PROCESSING, and an upload cut off halfway leaves
// nothing half-stored.
import { setTimeout as sleep } from 'node:timers/promises';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../fake-google/fake-google';
import { fakeGoogleEnv } from '../server/test/google-helpers';
import { SEARCH_MESSAGES } from '../server/search/messages';
import { processDatabase, type ProcessDatabase } from './support/process-database';
import { ProductClient } from './support/product-client';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { seedContractMail } from './support/seed-contracts';
import { LONG, report } from './support/figures';

const MAILS = LONG ? 120 : 40;

let google: FakeGoogle;
let database: ProcessDatabase;
let server: ServerProcess;
let user: ProductClient;

async function customersFound(searchId: string): Promise<string[]> {
  return (await user.foundContracts(searchId)).map((contract) => contract.name).sort();
}

/** Starts a search and answers its id once it has analysed at least `items` documents. */
async function searchUnderWay(items: number): Promise<string> {
  const started = await user.call<{ id: string }>('POST', '/api/gmail/search', { keywords: ['agreement'] });
  expect(started.status).toBe(202);
  for (;;) {
    const status = await user.call<{ progress: { itemsAnalysed: number }; status: string }>(
      'GET',
      `/api/gmail/search/${started.body.id}`,
    );
    if (status.body.status !== 'PROCESSING') throw new Error(`search ended (${status.body.status}) before the kill`);
    if (status.body.progress.itemsAnalysed >= items) return started.body.id;
    await sleep(50);
  }
}

describe.each(['pglite', 'postgres'] as const)(`restarts on %s (${MAILS} mails)`, (kind) => {
  beforeAll(async () => {
    google = await startFakeGoogle();
    await seedContractMail(google, google.oauthAccount, MAILS);
    database = await processDatabase(kind);
    server = await startServerProcess({
      ...database.env,
      ...fakeGoogleEnv(google),
      // A killed instance's claim lapses after 2 s instead of 30 s.
      SEARCH_LEASE_MS: '2000',
    });
    user = new ProductClient(server.origin);
    await user.signUp('restarts@example.com', 'restart password 1');
    await user.connectPersonalAccount(google);
  });

  afterAll(async () => {
    await server?.stop();
    await google?.close();
    await database?.drop();
  });

  it('finishes a search killed half-way once the server is back, with every result exactly once', async () => {
    const baseline = await user.runSearch({ keywords: ['agreement'] });
    expect(baseline.status).toBe('COMPLETED');
    const expected = await customersFound(baseline.id);
    expect(expected.length).toBe(MAILS);

    // Slow enough that the search is reliably caught half-way.
    google.faults.latencyMs = 150;
    const id = await searchUnderWay(3);
    const killedAt = Date.now();
    await server.kill();
    await server.restart();
    const restartedIn = Date.now() - killedAt;
    const outcome = await user.waitForSearch(id);
    google.faults.latencyMs = 0;
    const found = await customersFound(id);
    report(`restarts (${kind})`, {
      'killed after': '3+ documents',
      'back up in ms': restartedIn,
      outcome: outcome.status,
      'results (baseline)': `${found.length} (${expected.length})`,
      duplicates: found.length - new Set(found).size,
    });
    expect(outcome.status).toBe('COMPLETED');
    expect(found).toEqual(expected);
  });

  it('ends a search that keeps being killed FAILED with a message', async () => {
    // Slow Google: no instance gets through the search before it is killed again.
    google.faults.latencyMs = 400;
    const id = await searchUnderWay(1);
    let kills = 0;
    try {
      for (; kills < 6;) {
        await server.kill();
        kills++;
        // The lease has lapsed by the time the server is back: it takes the search up again at once.
        await server.restart();
        await sleep(1_000);
        const status = await user.call<{ status: string }>('GET', `/api/gmail/search/${id}`);
        if (status.body.status !== 'PROCESSING') break;
      }
    } finally {
      google.faults.latencyMs = 0;
    }
    const outcome = await user.waitForSearch(id);
    report(`restarts, repeated (${kind})`, { kills, outcome: outcome.status, error: outcome.error ?? '' });
    expect(outcome.status).toBe('FAILED');
    expect(outcome.error).toBe(SEARCH_MESSAGES.interrupted);
  });

  it('stores nothing of an upload cut off half-way or killed while it is written, and all of one that landed', async () => {
    const contracts = Array.from({ length: 200 }, (_, n) => ({
      id: `restart-upload-${n}`,
      name: `Uploaded contract ${n} ${'x'.repeat(2_000)}`.slice(0, 500),
      amount: n,
      renewalDate: '2027-06-30',
    }));
    const body = Buffer.from(JSON.stringify({ contracts }));
    const counts: number[] = [];
    for (const cutAt of [body.length / 2, body.length]) {
      // The body (or half of it) is written, then the server dies before answering.
      await new Promise<void>((resolve) => {
        const request = http.request(`${server.origin}/api/contracts/batch`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${user.token}`,
            'content-type': 'application/json',
            'content-length': String(body.length),
          },
        });
        request.on('error', () => resolve());
        request.on('response', () => resolve());
        request.write(body.subarray(0, Math.floor(cutAt)), () => {
          void sleep(20).then(() => server.kill());
        });
      });
      await server.kill();
      await server.restart();
      const list = await user.call<unknown[]>('GET', '/api/contracts');
      counts.push(list.body.length);
    }
    report(`restarts, uploads (${kind})`, {
      'contracts after a half body': counts[0],
      'after a whole body then kill': counts[1],
    });
    expect(counts[0]).toBe(0);
    expect([0, 200]).toContain(counts[1]);
  });

  it('leaves no search PROCESSING once everything is over', async () => {
    await server.stop();
    const rows = await database.query<{ status: string; count: string }>(
      'SELECT status, count(*)::text AS count FROM searches GROUP BY status ORDER BY status',
    );
    report(`restarts, searches at the end (${kind})`, Object.fromEntries(rows.map((row) => [row.status, row.count])));
    expect(rows.find((row) => row.status === 'PROCESSING')).toBeUndefined();
    await server.restart();
  });
});
