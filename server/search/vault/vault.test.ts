import { makeContractDocuments, type ContractDocuments } from '../../test/contract-documents';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIRECTORY_SCOPE, SERVICE_ACCOUNT_SCOPES, VAULT_SCOPES } from '../../google/google-clients';
import { connectPersonalAccount, fakeGoogleConfig, uploadServiceAccountKey } from '../../test/google-helpers';
import { createTestApp, signUp } from '../../test/test-app';
import { useTestAppWithGoogle } from '../../test/shared-test-app';
import { eq } from 'drizzle-orm';
import { searches } from '../../db/schema';
import { SEARCH_MESSAGES } from '../messages';

const RUNNER = {
  pollIntervalMs: 50,
  vaultPollMs: 20,
  progressIntervalMs: 10,
  retry: { retries: 4, baseDelayMs: 5, maxDelayMs: 50 },
};
const t = useTestAppWithGoogle({}, {}, { searchRunner: RUNNER });
let docs: ContractDocuments;

beforeAll(async () => {
  docs = await makeContractDocuments();
});
beforeEach(() => {
  t.google.mailboxes.clear();
  Object.assign(t.google.vault.settings, {
    pollsUntilDone: 3,
    failExports: false,
    denyMatters: false,
    extraEntries: [],
  });
  const attach = (filename: string, content: Buffer) => [
    { filename, mimeType: 'application/pdf', content, text: 'renewal' },
  ];
  t.google.mailboxes.addMessage('alice@workspace.test', {
    subject: 'Held MSA',
    body: 'From the archive.\nFrom here on, a line that looks like an MBOX separator.',
    date: '2025-03-10T10:00:00Z',
    labels: ['HELD'],
    attachments: attach('Held MSA.pdf', docs.acmePdf),
  });
  t.google.mailboxes.addMessage('alice@workspace.test', {
    subject: 'Not held lease',
    body: 'x',
    date: '2025-03-11T10:00:00Z',
    attachments: attach('lease.pdf', docs.hooliPdf),
  });
  t.google.mailboxes.addMessage('sales@workspace.test', {
    subject: 'Group: license renewal',
    body: 'x',
    date: '2025-03-12T10:00:00Z',
    attachments: attach('license.pdf', docs.initechPdf),
  });
  t.google.mailboxes.addMessage('admin@workspace.test', {
    subject: 'Chat: renewal of the hosting deal',
    html: '<p>Automatic renewal discussed in chat</p>',
    date: '2025-03-13T10:00:00Z',
    labels: ['CHAT'],
  });
  t.google.mailboxes.addFile('admin@workspace.test', {
    name: 'Held lease.pdf',
    mimeType: 'application/pdf',
    content: docs.hooliPdf,
    text: 'renewal',
    labels: ['HELD'],
    modifiedTime: '2025-03-14T10:00:00Z',
  });
});

async function workspaceUser(
  email: string,
  scopes = [...SERVICE_ACCOUNT_SCOPES, ...VAULT_SCOPES, DIRECTORY_SCOPE],
  app = t.app,
) {
  const authorization = await signUp(app, email);
  const key = t.google.issueServiceAccountKey(scopes);
  expect((await uploadServiceAccountKey(app, authorization, key, 'admin@workspace.test')).statusCode).toBe(200);
  return authorization;
}

const startSearch = (authorization: string, body: Record<string, unknown>, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/gmail/search', headers: { authorization }, payload: body });

/** The search's status once it is no longer PROCESSING. */
async function endState(authorization: string, id: string, app = t.app) {
  for (const deadline = Date.now() + 10_000; ;) {
    const url = `/api/gmail/search/${id}`;
    const state = (await app.inject({ method: 'GET', url, headers: { authorization } })).json();
    if (state.status !== 'PROCESSING') return state;
    if (Date.now() > deadline) throw new Error('search still running');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const criteria = (overrides: Record<string, unknown>) => ({
  keywords: ['renewal'],
  service: 'MAIL',
  dataSource: 'HELD_DATA',
  timeZone: 'UTC',
  includeAllMatches: true,
  ...overrides,
});

async function run(authorization: string, body: Record<string, unknown>) {
  const started = await startSearch(authorization, body);
  if (started.statusCode !== 202) return { started, state: null, contracts: [] as Record<string, unknown>[] };
  const { id } = started.json();
  const seen: number[] = [];
  let state;
  for (const deadline = Date.now() + 20_000; ;) {
    state = (await t.app.inject({ method: 'GET', url: `/api/gmail/search/${id}`, headers: { authorization } })).json();
    seen.push(state.progress.itemsFound);
    if (state.status !== 'PROCESSING') break;
    if (Date.now() > deadline) throw new Error('search still running');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const processed = await t.app.inject({ method: 'POST', url: `/api/gmail/process/${id}`, headers: { authorization } });
  return { started, state, seen, contracts: processed.statusCode === 200 ? processed.json().contracts : [] };
}

describe('Vault searches', () => {
  it('exports held mail through a matter, reads the MBOX, and deletes the matter afterwards', async () => {
    const authorization = await workspaceUser('vault-held@example.com');
    const { started, state, contracts } = await run(authorization, criteria({}));
    const { matterId } = started.json();
    expect(t.google.vault.matters.has(matterId)).toBe(true);
    expect(state.error).toBeNull();
    expect(state).toMatchObject({ status: 'COMPLETED', matterId, notice: null });
    expect(contracts.map((contract: Record<string, unknown>) => contract.name)).toEqual(['Held MSA.pdf']);
    expect(contracts[0]).toMatchObject({
      source: 'gmail',
      subject: 'Held MSA',
      sourceLocation: 'Vault Mail: Held MSA',
      amount: 48000,
      parties: ['Acme Corporation', 'Globex LLC'],
    });
    expect(t.google.vault.matters.get(matterId)!.state).toBe('DELETED');
    expect(t.google.vault.exportRequests.at(-1)!.query).toMatchObject({ corpus: 'MAIL', dataScope: 'HELD_DATA' });
  });

  it('searches held mail and Drive at once, and Groups and Chat', async () => {
    const authorization = await workspaceUser('vault-all@example.com');
    const all = await run(authorization, criteria({ service: 'ALL' }));
    expect(
      all.contracts.map((contract: Record<string, unknown>) => `${contract.source}:${contract.name}`).sort(),
    ).toEqual(['drive:Held lease.pdf', 'gmail:Held MSA.pdf']);
    const groups = await run(authorization, criteria({ service: 'GROUPS', dataSource: 'ALL_DATA' }));
    expect(groups.contracts.map((contract: Record<string, unknown>) => contract.name)).toEqual(['license.pdf']);
    const chat = await run(authorization, criteria({ service: 'HANGOUTS_CHAT', dataSource: 'ALL_DATA' }));
    expect(chat.contracts.map((contract: Record<string, unknown>) => contract.name)).toEqual([
      'Chat: renewal of the hosting deal',
    ]);
  });

  it('reports progress while Vault exports, over many polls', async () => {
    t.google.vault.settings.pollsUntilDone = 12;
    const authorization = await workspaceUser('vault-slow@example.com');
    const { state, seen } = await run(authorization, criteria({}));
    expect(state.error).toBeNull();
    expect(state.status).toBe('COMPLETED');
    expect(Math.max(...seen!)).toBeGreaterThan(1);
  });

  it('ends FAILED with a reason when the export fails, and still removes the matter', async () => {
    t.google.vault.settings.failExports = true;
    const authorization = await workspaceUser('vault-failed@example.com');
    const { started, state } = await run(authorization, criteria({}));
    expect(state).toMatchObject({ status: 'FAILED', error: SEARCH_MESSAGES.vaultExportFailed });
    expect(t.google.vault.matters.get(started.json().matterId)!.state).toBe('DELETED');
  });

  it('removes the matter of a search given up after too many interruptions', async () => {
    // An export that never finishes, and an instance "killed" three times: the next claim gives the search up.
    t.google.vault.settings.pollsUntilDone = 1_000_000;
    const authorization = await workspaceUser('vault-interrupted@example.com');
    const { id, matterId } = (await startSearch(authorization, criteria({}))).json();
    await t.database.db
      .update(searches)
      .set({ leaseOwner: 'worker-killed', leaseUntil: new Date(Date.now() - 1000), attempts: 3 })
      .where(eq(searches.id, id));
    // The matter goes before the search is recorded FAILED: wait for the status, then look at the matter.
    const state = await endState(authorization, id);
    expect(state).toMatchObject({ status: 'FAILED', error: SEARCH_MESSAGES.interrupted });
    expect(t.google.vault.matters.get(matterId)!.state).toBe('DELETED');
  });

  it('removes the matter of a search that runs out of time', async () => {
    // An export that never finishes, on an instance that gives a search half a second.
    t.google.vault.settings.pollsUntilDone = 1_000_000;
    const hurried = await createTestApp(
      { google: fakeGoogleConfig(t.google) },
      { searchRunner: { ...RUNNER, maxDurationMs: 500 } },
    );
    try {
      const authorization = await workspaceUser('vault-out-of-time@example.com', undefined, hurried.app);
      const { id, matterId } = (await startSearch(authorization, criteria({}), hurried.app)).json();
      const state = await endState(authorization, id, hurried.app);
      expect(state).toMatchObject({ status: 'FAILED', error: SEARCH_MESSAGES.tooSlow });
      expect(t.google.vault.matters.get(matterId)!.state).toBe('DELETED');
    } finally {
      await hurried.close();
    }
  });

  it("answers Vault's refusal in words: no licence, or no delegated scope", async () => {
    t.google.vault.settings.denyMatters = true;
    const denied = await run(await workspaceUser('vault-denied@example.com'), criteria({}));
    expect(denied.started.statusCode).toBe(400);
    expect(denied.started.json().message).toBe(SEARCH_MESSAGES.vaultRefused('The caller does not have permission'));
    t.google.vault.settings.denyMatters = false;
    const unscoped = await run(await workspaceUser('vault-unscoped@example.com', SERVICE_ACCOUNT_SCOPES), criteria({}));
    expect(unscoped.started.statusCode).toBe(400);
    expect(unscoped.started.json().message).toMatch(/^Google Vault refused the search: Client is unauthorized/);
  });

  it('needs a Workspace: a personal account asking for Vault-only criteria gets a clear 400', async () => {
    const authorization = await signUp(t.app, 'vault-personal@example.com');
    await connectPersonalAccount(t.app, t.google, authorization);
    const response = await run(authorization, criteria({}));
    expect(response.started.statusCode).toBe(400);
    expect(response.started.json().message).toBe(SEARCH_MESSAGES.vaultNeedsWorkspace);
  });

  it('reads hostile archives safely: traversal names are only labels, a zip bomb fails alone', async () => {
    t.google.vault.settings.extraEntries = [
      { name: '../../../../tmp/evil contract.pdf', content: docs.initechPdf },
      // 40 MB of zeros: a few kilobytes in the archive, twice the item limit once inflated.
      { name: 'bomb.pdf', content: Buffer.alloc(40 * 1024 * 1024) },
    ];
    const authorization = await workspaceUser('vault-hostile@example.com');
    const { state, contracts } = await run(authorization, criteria({}));
    expect(state.error).toBeNull();
    expect(state).toMatchObject({ status: 'COMPLETED', notice: SEARCH_MESSAGES.unreadable(1) });
    expect(contracts.map((contract: Record<string, unknown>) => contract.name).sort()).toEqual([
      'Held MSA.pdf',
      'evil contract.pdf',
    ]);
  });
});
