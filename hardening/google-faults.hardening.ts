// Google faults: the fake Google answers 429 (with Retry-After), 500, 503, slowly, or drops the connection on a
// fifth of its data calls. Every search completes with the same results as without faults, without duplicates,
// and no call is retried before the Retry-After it was given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_SCOPE, SERVICE_ACCOUNT_SCOPES } from '../server/google/google-clients';
import { startFakeGoogle, type FakeGoogle } from '../fake-google/fake-google';
import { fakeGoogleConfig } from '../server/test/google-helpers';
import { makePdf } from '../server/test/fixtures';
import { contractLines } from '../server/test/contract-fixtures';
import { listeningApp, type ListeningApp } from './support/listening-app';
import { ProductClient } from './support/product-client';
import { seedContractMail } from './support/seed-contracts';
import { LONG, report } from './support/figures';

const MAILS = LONG ? 150 : 30;
const RUNS = LONG ? 5 : 2;

let google: FakeGoogle;
let target: ListeningApp;
let personal: ProductClient;
let workspace: ProductClient;

beforeAll(async () => {
  google = await startFakeGoogle();
  await seedContractMail(google, google.oauthAccount, MAILS);
  await seedContractMail(google, 'alice@workspace.test', MAILS / 2);
  for (let n = 0; n < 5; n++) {
    google.mailboxes.addFile(google.oauthAccount, {
      name: `Drive agreement ${n}.pdf`,
      mimeType: 'application/pdf',
      content: await makePdf(
        contractLines({
          title: 'License Agreement',
          customer: `Drive Customer ${n} Limited`,
          provider: 'Initech Inc.',
          effective: 'June 1, 2024',
          years: 2,
          noticeDays: 60,
          annualFee: '$9,000.00',
        }),
      ),
      text: 'license agreement',
    });
  }
  target = await listeningApp({ google: fakeGoogleConfig(google) });
  personal = new ProductClient(target.origin);
  await personal.signUp('faults-personal@example.com', 'faults password 1');
  await personal.connectPersonalAccount(google);
  workspace = new ProductClient(target.origin);
  await workspace.signUp('faults-workspace@example.com', 'faults password 1');
  const key = google.issueServiceAccountKey([...SERVICE_ACCOUNT_SCOPES, DIRECTORY_SCOPE]);
  expect((await workspace.uploadServiceAccountKey(key, 'admin@workspace.test')).status).toBe(200);
});

afterAll(async () => {
  await target?.close();
  await google?.close();
});

/** Runs the search and answers the names of what it found, sorted. */
async function results(client: ProductClient, criteria: Record<string, unknown>) {
  const outcome = await client.runSearch(criteria, { timeoutMs: 600_000 });
  expect(outcome.status, outcome.error ?? '').toBe('COMPLETED');
  return (await client.foundContracts(outcome.id)).map((contract) => contract.name).sort();
}

describe('Google faults on a fifth of calls', () => {
  it('completes every search with the same results, no duplicates, and Retry-After honoured', async () => {
    const searches = [
      { client: () => personal, criteria: { keywords: ['agreement'], service: 'ALL' } },
      { client: () => workspace, criteria: { keywords: ['agreement'], entityType: 'ALL_ACCOUNTS', service: 'MAIL' } },
    ];
    const baseline = await Promise.all(searches.map(({ client, criteria }) => results(client(), criteria)));
    expect(baseline[0].length).toBe(MAILS + 5);
    expect(baseline[1].length).toBe(MAILS / 2);

    Object.assign(google.faults, { rate: 0.2, retryAfterSeconds: 1, seed: 7 });
    const callsBefore = google.calls.length;
    const started = Date.now();
    const faulted: string[][][] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        faulted.push(await Promise.all(searches.map(({ client, criteria }) => results(client(), criteria))));
      }
    } finally {
      google.faults.rate = 0;
    }

    // Each 429 against the same account's next call to the same URL (accounts share URLs: `users/me/...`): the gap
    // is at least the Retry-After it carried.
    const calls = google.calls.slice(callsBefore);
    const early = google.faultCounters.events
      .filter((event) => event.kind === '429')
      .map((event) => {
        const retry = calls.find(
          (call) =>
            call.at > event.at &&
            call.method === event.method &&
            call.url === event.url &&
            call.caller === event.caller,
        );
        return retry ? retry.at - event.at : Infinity;
      })
      .filter((gap) => gap < 1_000 - 5);
    report('Google faults', {
      searches: RUNS * searches.length,
      'data calls': calls.length,
      'faults injected': Object.entries(google.faultCounters.byKind)
        .map(([kind, n]) => `${kind}×${n}`)
        .join(' '),
      'results per run (no faults)': baseline.map((names) => names.length).join('+'),
      'runs with the same results': faulted.filter((run) => JSON.stringify(run) === JSON.stringify(baseline)).length,
      'retries before Retry-After': early.length,
      seconds: Math.round((Date.now() - started) / 1000),
    });
    expect(google.faultCounters.byKind['429']).toBeGreaterThan(0);
    for (const run of faulted) expect(run).toEqual(baseline);
    for (const run of faulted) for (const names of run) expect(new Set(names).size).toBe(names.length);
    expect(early).toEqual([]);
  });
});
