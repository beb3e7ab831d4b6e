// Isolation: two users, and every operation that takes an id or answers data tried by one against the other's
// things. Nothing of Alice's may be read, changed or deleted by Bob, and nothing of hers may appear in his answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../fake-google/fake-google';
import { SERVICE_ACCOUNT_SCOPES } from '../server/google/google-clients';
import { fakeGoogleConfig } from '../server/test/google-helpers';
import { ACME_MSA, contractLines } from '../server/test/contract-fixtures';
import { makePdf } from '../server/test/fixtures';
import { listeningApp, type ListeningApp } from './support/listening-app';
import { operationsOf, type OpenApiDocument } from './support/openapi-operations';
import { ProductClient, type Answer } from './support/product-client';
import { report } from './support/figures';

let google: FakeGoogle;
let target: ListeningApp;
let alice: ProductClient;
let bob: ProductClient;
const ids = { contract: '', uploaded: '', search: '', searchItem: '' };
let alicePdf: Buffer;
let aliceBefore: string;

/** Text that is Alice's alone: it must never appear in an answer to Bob. */
const ALICE_MARKERS = ['alice@example.com', 'Acme Corporation', 'Alice private upload', 'alice-renewals'];

beforeAll(async () => {
  google = await startFakeGoogle();
  target = await listeningApp({ google: fakeGoogleConfig(google) });
  alice = new ProductClient(target.origin);
  bob = new ProductClient(target.origin);
  await alice.signUp('alice@example.com', 'alice password 1');
  await bob.signUp('bob@example.com', 'bob password 12');

  alicePdf = await makePdf(contractLines(ACME_MSA));
  google.mailboxes.addMessage(google.oauthAccount, {
    subject: 'Signed MSA',
    body: 'The signed agreement is attached.',
    attachments: [{ filename: 'msa.pdf', mimeType: 'application/pdf', content: alicePdf }],
  });
  await alice.connectPersonalAccount(google);
  const search = await alice.runSearch({ keywords: ['agreement'], description: 'alice-renewals' });
  expect(search.status).toBe('COMPLETED');
  ids.search = search.id;
  const [found] = await alice.foundContracts(search.id);
  ids.searchItem = found.id;
  await alice.call('POST', '/api/contracts/batch', {
    contracts: [
      { id: ids.searchItem, name: found.name },
      {
        id: 'alice-upload-1',
        name: 'Alice private upload',
        renewalDate: '2027-02-01',
        amount: 5000,
        file: { name: 'private.pdf', contentType: 'application/pdf', contentBase64: alicePdf.toString('base64') },
      },
    ],
  });
  const list = await alice.call<{ id: string; name: string }[]>('GET', '/api/contracts');
  ids.contract = list.body.find((contract) => contract.name !== 'Alice private upload')!.id;
  ids.uploaded = list.body.find((contract) => contract.name === 'Alice private upload')!.id;
  aliceBefore = JSON.stringify(list.body);
});

afterAll(async () => {
  await target?.close();
  await google?.close();
});

type Attempt = (bob: ProductClient) => Promise<Answer[]>;
const one =
  (method: string, path: string, body?: unknown): Attempt =>
  async (client) => [await client.call(method, path, body)];

/** Every operation of the API, and what Bob tries with it. Public operations hold no user data. */
const ATTEMPTS: Record<string, Attempt | 'public'> = {
  getHealth: 'public',
  register: 'public',
  login: async (client) => [
    await client.call('POST', '/api/auth/login', { email: 'alice@example.com', password: 'bob password 12' }),
  ],
  getCurrentUser: one('GET', '/api/auth/me'),
  listContracts: one('GET', '/api/contracts'),
  // Bob stores a contract under the id of Alice's search result: it must not pick up her file or analysis.
  uploadContractsBatch: async (client) => [
    await client.call('POST', '/api/contracts/batch', { contracts: [{ id: ids.searchItem, name: 'Bob contract' }] }),
  ],
  deleteContract: async (client) => [
    await client.call('DELETE', `/api/contracts/${ids.contract}`),
    await client.call('DELETE', `/api/contracts/${ids.uploaded}`),
  ],
  getContract: async (client) => [
    await client.call('GET', `/api/contracts/${ids.contract}`),
    await client.call('GET', `/api/contracts/${ids.uploaded}`),
  ],
  updateContract: async (client) => [
    await client.call('PATCH', `/api/contracts/${ids.contract}`, { name: 'Bob was here', reviewState: 'reviewed' }),
    await client.call('PATCH', `/api/contracts/${ids.uploaded}`, { contractValue: 1 }),
  ],
  // Bob uploads the very bytes of Alice's contract: he gets a contract of his own, never hers as a "duplicate". His
  // copy reads like hers (it is the same document), so only what the answer says about duplicates is kept, and he
  // deletes his copy again.
  uploadContracts: async (client) => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(alicePdf)], { type: 'application/pdf' }), 'same-bytes.pdf');
    const answer = await client.call<{ contracts: { id: string }[]; duplicates: unknown[] }>(
      'POST',
      '/api/contracts/upload',
      form,
    );
    for (const contract of answer.body.contracts ?? []) await client.call('DELETE', `/api/contracts/${contract.id}`);
    return [{ ...answer, body: { stored: answer.body.contracts?.length, duplicates: answer.body.duplicates } }];
  },
  downloadContract: async (client) => [
    await client.call('GET', `/api/contracts/${ids.contract}/download`),
    await client.call('GET', `/api/contracts/${ids.uploaded}/download`),
  ],
  getDashboardStats: one('GET', '/api/dashboard/stats'),
  getGoogleAuthUrl: one('GET', '/api/google/auth-url'),
  // Bob connects (and later disconnects) a Workspace of his own: Alice's connection must not move.
  uploadGoogleCredentials: async (client) => [
    await client.uploadServiceAccountKey(google.issueServiceAccountKey(SERVICE_ACCOUNT_SCOPES), 'admin@workspace.test'),
  ],
  getGoogleStatus: one('GET', '/api/google/status'),
  getGoogleAuthStatus: one('GET', '/api/google/auth-status'),
  getGmailProfile: one('GET', '/api/google/gmail/profile'),
  testGoogleConnection: one('GET', '/api/google/test-connection'),
  disconnectGoogle: one('POST', '/api/google/disconnect'),
  startGmailSearch: one('POST', '/api/gmail/search', { keywords: ['agreement'] }),
  getGmailSearchStatus: async (client) => [await client.call('GET', `/api/gmail/search/${ids.search}`)],
  processGmailSearch: async (client) => [await client.call('POST', `/api/gmail/process/${ids.search}`)],
  // Reminder settings and the outbox are the caller's own: Bob reads and saves his, never Alice's address.
  getReminderSettings: one('GET', '/api/settings/reminders'),
  putReminderSettings: one('PUT', '/api/settings/reminders', {
    enabled: true,
    leadDays: [30],
    recipients: ['bob@example.com'],
    timeZone: 'UTC',
    sendHour: 8,
    cancelBy: true,
    renewal: true,
  }),
  sendTestReminder: one('POST', '/api/settings/reminders/test'),
  getReminderOutbox: one('GET', '/api/reminders/outbox'),
  // Bob's feed address is his own; a guessed address opens nothing.
  getCalendarFeed: one('GET', '/api/calendar/feed'),
  rotateCalendarFeed: one('POST', '/api/calendar/feed/rotate'),
  getCalendarFeedFile: one('GET', `/calendar/${'x'.repeat(43)}.ics`),
  exportContracts: async (client) => [
    await client.call('GET', '/api/contracts/export?format=csv'),
    await client.call('GET', '/api/contracts/export?format=xlsx'),
  ],
};

describe('isolation between users', () => {
  it('covers every operation of the API', () => {
    const operations = operationsOf(target.app.swagger() as unknown as OpenApiDocument);
    expect(operations.filter(({ operationId }) => !operationId || !(operationId in ATTEMPTS))).toEqual([]);
  });

  it("gives Bob nothing of Alice's, and changes nothing of hers", async () => {
    const answers: { operation: string; status: number; text: string }[] = [];
    for (const [operation, attempt] of Object.entries(ATTEMPTS)) {
      if (attempt === 'public') continue;
      for (const answer of await attempt(bob)) {
        answers.push({ operation, status: answer.status, text: JSON.stringify(answer.body) ?? '' });
      }
    }
    // Bob's own view after the attempts: his list, his stored contract and its download.
    const bobList = await bob.call<{ id: string; name: string; parties: string[] | null }[]>('GET', '/api/contracts');
    answers.push({ operation: 'listContracts (after)', status: bobList.status, text: JSON.stringify(bobList.body) });
    for (const contract of bobList.body) {
      const download = await bob.call('GET', `/api/contracts/${contract.id}/download`);
      answers.push({
        operation: 'downloadContract (his own)',
        status: download.status,
        text: String(download.body).slice(0, 2000),
      });
    }

    const leaks = answers.filter((answer) => ALICE_MARKERS.some((marker) => answer.text.includes(marker)));
    const byId = answers.filter((answer) =>
      /deleteContract|downloadContract$|getContract|updateContract|getGmailSearchStatus|processGmailSearch/.test(
        answer.operation,
      ),
    );
    report('isolation', {
      'attempts by Bob': answers.length,
      'operations covered': Object.keys(ATTEMPTS).length,
      "answers with Alice's data": leaks.length,
      "id routes on Alice's things": byId.map((answer) => `${answer.operation} ${answer.status}`).join(', '),
    });
    expect(leaks.map((leak) => leak.operation)).toEqual([]);
    expect(byId.every((answer) => answer.status === 404)).toBe(true);
    const upload = answers.find((answer) => answer.operation === 'uploadContracts')!;
    expect([upload.status, JSON.parse(upload.text)]).toEqual([201, { stored: 1, duplicates: [] }]);
    expect(bobList.body.map((contract) => contract.name)).toEqual(['Bob contract']);
    expect(bobList.body[0].parties ?? []).toEqual([]);

    // Alice's things are as they were: her list, her file, her search, her connection.
    expect(JSON.stringify((await alice.call('GET', '/api/contracts')).body)).toBe(aliceBefore);
    const download = await fetch(`${target.origin}/api/contracts/${ids.uploaded}/download`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(alicePdf)).toBe(true);
    expect((await alice.call<{ status: string }>('GET', `/api/gmail/search/${ids.search}`)).body.status).toBe(
      'COMPLETED',
    );
    expect((await alice.call<{ connected: boolean }>('GET', '/api/google/status')).body.connected).toBe(true);
  });
});
