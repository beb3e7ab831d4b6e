import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searches } from '../db/schema';
import type { DatabaseHandle } from '../db/database';
import { ACME_MSA, contractLines, HOOLI_LEASE } from '../test/contract-fixtures';
import { startFakeGoogle, type FakeGoogle } from '../../fake-google/fake-google';
import { makePdf } from '../test/fixtures';
import { connectPersonalAccount, fakeGoogleConfig } from '../test/google-helpers';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { loadConfig } from '../config';
import { SEARCH_MESSAGES } from './messages';

const RUNNER = {
  pollIntervalMs: 50,
  leaseMs: 1000,
  progressIntervalMs: 100,
  retry: { retries: 4, baseDelayMs: 5, maxDelayMs: 50 },
};
const secrets = { jwtSecret: randomBytes(48).toString('base64'), credentialsKey: randomBytes(32) };

let google: FakeGoogle;
let database: DatabaseHandle;
/** The ids of the mails the search finds, in the order they were added. */
const mailIds: string[] = [];
beforeAll(async () => {
  google = await startFakeGoogle();
  database = await openTestDatabase();
  const [acme, hooli] = await Promise.all([makePdf(contractLines(ACME_MSA)), makePdf(contractLines(HOOLI_LEASE))]);
  for (let index = 0; index < 12; index++) {
    const mail = google.mailboxes.addMessage(google.oauthAccount, {
      subject: `Contract ${index}`,
      body: 'renewal',
      date: `2025-03-${String(index + 1).padStart(2, '0')}T10:00:00Z`,
      // Two distinct documents, repeated: the search must end with exactly two results.
      attachments: [
        { filename: `c${index}.pdf`, mimeType: 'application/pdf', content: index % 2 ? acme : hooli, text: 'renewal' },
      ],
    });
    mailIds.push(mail.id);
  }
});
afterAll(async () => {
  await database.close();
  await google.close();
});

/** One server instance on the shared database; `runner: false` is an instance that does not run searches. */
const instance = (runner = true) =>
  createTestApp(
    { google: fakeGoogleConfig(google), search: { ...loadConfig({}).search, runInProcess: runner } },
    { database, secrets, searchRunner: RUNNER },
  );

const body = { keywords: ['renewal'], service: 'MAIL', timeZone: 'UTC', includeAllMatches: true };

async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function userWithSearch(web: TestApp, email: string) {
  const authorization = await signUp(web.app, email);
  await connectPersonalAccount(web.app, google, authorization);
  const started = await web.app.inject({
    method: 'POST',
    url: '/api/gmail/search',
    headers: { authorization },
    payload: body,
  });
  expect(started.statusCode).toBe(202);
  const id = started.json().id as string;
  const status = () =>
    web.app.inject({ method: 'GET', url: `/api/gmail/search/${id}`, headers: { authorization } }).then((r) => r.json());
  return { authorization, id, status };
}

describe('the search queue', () => {
  it('hands a search stopped halfway to another instance, which finishes it without duplicates', async () => {
    const web = await instance(false);
    // The last six mails' Google calls wait until this instance has stopped (at once: its calls in flight are
    // abandoned), so it stops halfway however loaded the machine is: timed by a latency instead, a busy CI machine
    // twice finished the whole search before the test saw the first result.
    const held = mailIds.slice(6);
    google.faults.hold = (url) => held.some((mailId) => url.includes(mailId));
    const first = await instance(true);
    const { id, status, authorization } = await userWithSearch(web, 'queue-handover@example.com');
    await waitUntil(status, (state) => state.progress.itemsAnalysed > 0);
    await first.close(); // graceful stop: the search is released, not failed
    const released = await database.db.select().from(searches).where(eq(searches.id, id));
    expect(released[0]).toMatchObject({ status: 'PROCESSING', leaseOwner: null });

    google.faults.hold = undefined;
    const second = await instance(true);
    const done = await waitUntil(status, (state) => state.status !== 'PROCESSING');
    expect(done).toMatchObject({
      status: 'COMPLETED',
      progress: { itemsFound: 12, itemsAnalysed: 12, contractsFound: 2 },
    });
    const processed = await web.app.inject({
      method: 'POST',
      url: `/api/gmail/process/${id}`,
      headers: { authorization },
    });
    expect(processed.json().contracts).toHaveLength(2);
    await second.close();
    await web.close();
  });

  it('stops without waiting for Google calls in flight, and another instance finishes the search', async () => {
    const web = await instance(false);
    const { id, status } = await userWithSearch(web, 'queue-hung-google@example.com');
    const row = () =>
      database.db
        .select()
        .from(searches)
        .where(eq(searches.id, id))
        .then(([found]) => found);
    // Every Google call now takes a minute; the transport's own time-out would end one after 30 s.
    google.faults.latencyMs = 60_000;
    try {
      const stopping = await instance(true);
      await waitUntil(row, (found) => found.leaseOwner !== null);
      await new Promise((resolve) => setTimeout(resolve, 300)); // its first call is on the wire
      const started = Date.now();
      await stopping.close();
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await row()).toMatchObject({ status: 'PROCESSING', leaseOwner: null });
    } finally {
      google.faults.latencyMs = 0;
    }
    const second = await instance(true);
    const done = await waitUntil(status, (state) => state.status !== 'PROCESSING');
    expect(done).toMatchObject({ status: 'COMPLETED', progress: { itemsFound: 12, contractsFound: 2 } });
    await second.close();
    await web.close();
  }, 60_000);

  it('takes over the search of an instance that died once its lease runs out', async () => {
    const web = await instance(false);
    const { id, status } = await userWithSearch(web, 'queue-crash@example.com');
    // What a killed instance leaves behind: a claimed search whose lease is no longer renewed.
    await database.db
      .update(searches)
      .set({ leaseOwner: 'worker-killed', leaseUntil: new Date(Date.now() + 300), attempts: 1, itemsFound: 5 })
      .where(eq(searches.id, id));
    const survivor = await instance(true);
    const done = await waitUntil(status, (state) => state.status !== 'PROCESSING');
    expect(done).toMatchObject({ status: 'COMPLETED', progress: { itemsFound: 12, contractsFound: 2 } });
    const [row] = await database.db.select().from(searches).where(eq(searches.id, id));
    expect(row.attempts).toBe(2);
    await survivor.close();
    await web.close();
  });

  it('ends a search interrupted too many times FAILED with a message, never leaving it PROCESSING', async () => {
    const web = await instance(false);
    const { id, status } = await userWithSearch(web, 'queue-giveup@example.com');
    await database.db
      .update(searches)
      .set({ leaseOwner: 'worker-killed', leaseUntil: new Date(Date.now() - 1000), attempts: 3 })
      .where(eq(searches.id, id));
    const survivor = await instance(true);
    expect(await waitUntil(status, (state) => state.status !== 'PROCESSING')).toMatchObject({
      status: 'FAILED',
      error: SEARCH_MESSAGES.interrupted,
    });
    await survivor.close();
    await web.close();
  });

  it('stops at the item cap and says so', async () => {
    const web = await createTestApp(
      { google: fakeGoogleConfig(google), search: { ...loadConfig({}).search, maxItems: 3 } },
      { database, secrets, searchRunner: RUNNER },
    );
    const { status } = await userWithSearch(web, 'queue-cap@example.com');
    expect(await waitUntil(status, (state) => state.status !== 'PROCESSING')).toMatchObject({
      status: 'COMPLETED',
      notice: SEARCH_MESSAGES.capReached(3),
      progress: { itemsFound: 3, itemsAnalysed: 3 },
    });
    await web.close();
  });
});
