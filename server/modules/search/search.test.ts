import { makeContractDocuments, type ContractDocuments } from '../../test/contract-documents';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIRECTORY_SCOPE, SERVICE_ACCOUNT_SCOPES } from '../../google/google-clients';
import { SEARCH_MESSAGES } from '../../search/messages';
import { connectPersonalAccount, uploadServiceAccountKey } from '../../test/google-helpers';
import { signUp } from '../../test/test-app';
import { useTestAppWithGoogle } from '../../test/shared-test-app';
import { GOOGLE_MESSAGES } from '../../google/messages';

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const FAST_RUNNER = { pollIntervalMs: 50, retry: { retries: 8, baseDelayMs: 5, maxDelayMs: 80 } };

const t = useTestAppWithGoogle({}, {}, { searchRunner: FAST_RUNNER });
let docs: ContractDocuments;

beforeAll(async () => {
  t.google.faults.retryAfterSeconds = 0;
  docs = await makeContractDocuments();
});
beforeEach(() => {
  t.google.mailboxes.clear();
  Object.assign(t.google.faults, { rate: 0, latencyMs: 0 });
});

const person = () => t.google.oauthAccount;

/** The personal mailbox every OAuth test searches: contracts, a copy, a draft, an old mail and a newsletter. */
function seedPersonalMailbox() {
  const account = person();
  t.google.mailboxes.addMessage(account, {
    subject: 'Signed MSA with Globex',
    body: 'Attached is the signed agreement, renewal in 2026.',
    date: '2025-03-10T15:00:00Z',
    attachments: [
      {
        filename: 'Acme-Globex MSA.pdf',
        mimeType: 'application/pdf',
        content: docs.acmePdf,
        text: 'renewal agreement',
      },
    ],
  });
  // The same PDF forwarded in another thread: one result, two places.
  t.google.mailboxes.addMessage(account, {
    subject: 'Fwd: Signed MSA',
    body: 'FYI',
    date: '2025-03-12T09:00:00Z',
    attachments: [
      { filename: 'MSA copy.pdf', mimeType: 'application/octet-stream', content: docs.acmePdf, text: 'renewal' },
    ],
  });
  t.google.mailboxes.addMessage(account, {
    subject: 'License renewal',
    body: 'See the license.',
    date: '2025-03-20T10:00:00Z',
    attachments: [{ filename: 'Initech license.docx', mimeType: WORD, content: docs.initechDocx, text: 'renewal' }],
  });
  t.google.mailboxes.addMessage(account, {
    subject: 'Draft: lease renewal',
    body: 'not sent',
    date: '2025-03-21T10:00:00Z',
    labels: ['DRAFT'],
    attachments: [
      { filename: 'Hooli lease.pdf', mimeType: 'application/pdf', content: docs.hooliPdf, text: 'renewal' },
    ],
  });
  t.google.mailboxes.addMessage(account, {
    subject: 'Newsletter: renewal season is here',
    html: '<p>Ten tips for your garden this spring renewal season.</p>',
    date: '2025-03-22T10:00:00Z',
  });
  t.google.mailboxes.addMessage(account, {
    subject: 'Old renewal',
    body: 'From last year',
    date: '2024-12-31T10:00:00Z',
    attachments: [
      { filename: 'Hooli lease.pdf', mimeType: 'application/pdf', content: docs.hooliPdf, text: 'renewal' },
    ],
  });
  t.google.mailboxes.addFile(account, {
    name: 'Acme MSA (Drive copy).pdf',
    mimeType: 'application/pdf',
    content: docs.acmePdf,
    text: 'renewal agreement',
    modifiedTime: '2025-03-15T12:00:00Z',
  });
  t.google.mailboxes.addFile(account, {
    name: 'Hooli lease',
    mimeType: 'application/vnd.google-apps.document',
    content: docs.hooliPdf,
    text: 'equipment lease renewal',
    modifiedTime: '2025-03-18T12:00:00Z',
  });
}

const criteria = (overrides: Record<string, unknown> = {}) => ({
  description: 'Q1 renewals',
  keywords: ['renewal'],
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  service: 'ALL',
  dataSource: 'ALL_DATA',
  entityType: 'ALL_ACCOUNTS',
  specificAccounts: [],
  timeZone: 'America/New_York',
  excludeDrafts: true,
  includeAllMatches: false,
  ...overrides,
});

async function startSearch(authorization: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/gmail/search', headers: { authorization }, payload: body });
}

async function finished(authorization: string, id: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const state = (
      await t.app.inject({ method: 'GET', url: `/api/gmail/search/${id}`, headers: { authorization } })
    ).json();
    if (state.status !== 'PROCESSING') return state;
    if (Date.now() > deadline) throw new Error(`search still running: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function results(authorization: string, id: string) {
  const response = await t.app.inject({ method: 'POST', url: `/api/gmail/process/${id}`, headers: { authorization } });
  expect(response.statusCode).toBe(200);
  return response.json().contracts as Record<string, unknown>[];
}

async function connectedUser(email: string) {
  const authorization = await signUp(t.app, email);
  await connectPersonalAccount(t.app, t.google, authorization);
  return authorization;
}

async function searchToEnd(authorization: string, body: Record<string, unknown>) {
  const started = await startSearch(authorization, body);
  expect(started.statusCode).toBe(202);
  const state = await finished(authorization, started.json().id);
  return { id: started.json().id as string, state, started: started.json() };
}

describe('searching a personal account', () => {
  it('finds each contract once, with where it was found and what the analysis read', async () => {
    seedPersonalMailbox();
    const authorization = await connectedUser('search-oauth@example.com');
    const { id, state, started } = await searchToEnd(authorization, criteria());
    expect(started).toEqual({ id, matterId: 'direct-api', status: 'PROCESSING' });
    expect(state).toMatchObject({ status: 'COMPLETED', description: 'Q1 renewals', error: null, notice: null });
    // 3 mails in range (not the draft, not the old one) hold 3 documents + the newsletter body; 2 Drive files.
    expect(state.progress).toEqual({ itemsFound: 6, itemsAnalysed: 6, contractsFound: 3 });

    const contracts = await results(authorization, id);
    expect(contracts.map((contract) => contract.name).sort()).toEqual(
      ['Acme-Globex MSA.pdf', 'Hooli lease', 'Initech license.docx'].sort(),
    );
    const acme = contracts.find((contract) => contract.name === 'Acme-Globex MSA.pdf')!;
    expect(acme).toMatchObject({
      source: 'gmail',
      subject: 'Signed MSA with Globex',
      sourceLocation: `Gmail: Signed MSA with Globex (${person()})`,
      size: docs.acmePdf.length,
      date: '2025-03-10T15:00:00.000Z',
      effectiveDate: '2024-03-01',
      expirationDate: '2026-03-01',
      autoRenews: true,
      noticePeriodDays: 60,
      amount: 48000,
      currency: 'USD',
      parties: ['Acme Corporation', 'Globex LLC'],
      isContract: true,
    });
    expect((acme.locations as string[]).sort()).toEqual(
      [
        `Drive: Acme MSA (Drive copy).pdf (${person()})`,
        `Gmail: Fwd: Signed MSA (${person()})`,
        `Gmail: Signed MSA with Globex (${person()})`,
      ].sort(),
    );
    expect(acme.renewalDate).toMatch(/^\d{4}-03-01$/);
    expect((acme.evidence as Record<string, string>).amount).toContain('$48,000');
    const hooli = contracts.find((contract) => contract.name === 'Hooli lease')!;
    expect(hooli).toMatchObject({ source: 'drive', amount: 9600, parties: ['Hooli Inc', 'Vandelay Industries LLC'] });
  });

  it('keeps every match with includeAllMatches, and drafts when asked to', async () => {
    seedPersonalMailbox();
    const authorization = await connectedUser('search-all@example.com');
    const { id } = await searchToEnd(
      authorization,
      criteria({ includeAllMatches: true, excludeDrafts: false, service: 'MAIL' }),
    );
    const names = (await results(authorization, id)).map((contract) => contract.name).sort();
    // The draft's lease is the same file as nothing else in range, so it appears; the newsletter is kept too.
    expect(names).toEqual(
      ['Acme-Globex MSA.pdf', 'Hooli lease.pdf', 'Initech license.docx', 'Newsletter: renewal season is here'].sort(),
    );
  });

  it('reads the start and end days in the chosen time zone', async () => {
    const account = person();
    // 02:00 UTC on 1 March is still 28 February in New York, but already 1 March in UTC.
    t.google.mailboxes.addMessage(account, {
      subject: 'Edge renewal',
      body: 'x',
      date: '2025-03-01T02:00:00Z',
      attachments: [{ filename: 'edge.pdf', mimeType: 'application/pdf', content: docs.acmePdf, text: 'renewal' }],
    });
    const authorization = await connectedUser('search-zone@example.com');
    const inNewYork = await searchToEnd(authorization, criteria({ includeAllMatches: true }));
    expect(inNewYork.state.progress.itemsFound).toBe(0);
    const inUtc = await searchToEnd(authorization, criteria({ includeAllMatches: true, timeZone: 'UTC' }));
    expect(inUtc.state.progress.itemsFound).toBe(1);
  });

  it('gives the same results when a fifth of Google calls fail or drop, without duplicates', async () => {
    seedPersonalMailbox();
    const authorization = await connectedUser('search-faults@example.com');
    const clean = await results(authorization, (await searchToEnd(authorization, criteria())).id);
    Object.assign(t.google.faults, { rate: 0.2, seed: 7 });
    const injectedBefore = t.google.faultCounters.injected;
    const faulty = await searchToEnd(authorization, criteria());
    expect(t.google.faultCounters.injected).toBeGreaterThan(injectedBefore);
    expect(faulty.state).toMatchObject({ status: 'COMPLETED', notice: null });
    const withFaults = await results(authorization, faulty.id);
    const summary = (list: Record<string, unknown>[]) =>
      list.map((item) => `${item.name}|${(item.locations as string[]).length}|${item.renewalDate}`).sort();
    expect(summary(withFaults)).toEqual(summary(clean));
  });

  it('reports an unreadable document and the item cap without failing the search', async () => {
    t.google.mailboxes.addMessage(person(), {
      subject: 'Broken renewal',
      body: 'x',
      date: '2025-03-05T10:00:00Z',
      attachments: [
        {
          filename: 'broken.pdf',
          mimeType: 'application/pdf',
          content: Buffer.from('%PDF-1.7 garbage'),
          text: 'renewal',
        },
      ],
    });
    seedPersonalMailbox();
    const authorization = await connectedUser('search-cap@example.com');
    const unreadable = await searchToEnd(authorization, criteria());
    expect(unreadable.state.status).toBe('COMPLETED');
    expect(unreadable.state.notice).toBe(SEARCH_MESSAGES.unreadable(1));
  });
});

describe('storing search results', () => {
  it('stores the chosen results with their original files, once', async () => {
    seedPersonalMailbox();
    const authorization = await connectedUser('search-store@example.com');
    const { id } = await searchToEnd(authorization, criteria());
    const acme = (await results(authorization, id)).find((contract) => contract.name === 'Acme-Globex MSA.pdf')!;
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contracts/batch',
        headers: { authorization },
        // What the wizard sends: its found-contract form (spec section 3).
        payload: {
          contracts: [
            {
              id: acme.id,
              name: acme.name,
              path: acme.sourceLocation,
              selected: true,
              scanned: true,
              size: acme.size,
              sourceType: 'gmail',
              sourceLocation: acme.sourceLocation,
              renewalDate: acme.renewalDate,
              amount: acme.amount,
              parties: acme.parties,
            },
          ],
        },
      });
    const stored = await upload();
    expect(stored.statusCode).toBe(201);
    const [contract] = stored.json().contracts;
    expect(contract).toMatchObject({
      name: 'Acme-Globex MSA.pdf',
      contractValue: 48000,
      hasOriginalFile: true,
      effectiveDate: '2024-03-01',
      noticePeriodDays: 60,
      source: 'gmail',
    });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract.id}/download`,
      headers: { authorization },
    });
    expect(download.rawPayload.equals(docs.acmePdf)).toBe(true);
    expect((await upload()).json()).toMatchObject({ contracts: [], duplicates: 1 });
  });
});

describe('criteria and access', () => {
  it('refuses bad criteria with a message', async () => {
    const authorization = await connectedUser('search-invalid@example.com');
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [criteria({ keywords: [] }), /keywords/],
      [criteria({ keywords: ['   '] }), SEARCH_MESSAGES.noKeywords],
      [criteria({ timeZone: 'Mars/Base' }), SEARCH_MESSAGES.badTimeZone('Mars/Base')],
      [criteria({ startDate: '2025-04-01', endDate: '2025-03-01' }), SEARCH_MESSAGES.datesReversed],
      [criteria({ startDate: 'yesterday' }), /startDate/],
      [criteria({ service: 'GROUPS' }), SEARCH_MESSAGES.vaultNeedsWorkspace],
      [criteria({ dataSource: 'HELD_DATA' }), SEARCH_MESSAGES.vaultNeedsWorkspace],
      [criteria({ entityType: 'SPECIFIC_ACCOUNTS', specificAccounts: [] }), SEARCH_MESSAGES.specificAccountsMissing],
      [criteria({ specificAccounts: ['not-an-email'] }), /specificAccounts/],
      [criteria({ keywords: Array(26).fill('x') }), /keywords/],
      [criteria({ unexpected: true }), /unexpected|additional/i],
    ];
    for (const [body, message] of cases) {
      const response = await startSearch(authorization, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(
        message instanceof RegExp ? message : new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    }
  });

  it('needs a connected account', async () => {
    const authorization = await signUp(t.app, 'search-unconnected@example.com');
    const response = await startSearch(authorization, criteria());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GOOGLE_MESSAGES.notConnected);
  });

  it('fails with "not connected" when Google no longer accepts the grant, and the connection says so from then on', async () => {
    seedPersonalMailbox();
    const authorization = await connectedUser('search-revoked@example.com');
    t.google.revokeAll();
    const { state } = await searchToEnd(authorization, criteria());
    expect(state).toMatchObject({ status: 'FAILED', error: SEARCH_MESSAGES.notConnected });
    const status = await t.app.inject({ method: 'GET', url: '/api/google/status', headers: { authorization } });
    expect(status.json()).toMatchObject({ connected: false, reason: GOOGLE_MESSAGES.revoked });
  });

  it("never shows one user's search or results to another", async () => {
    seedPersonalMailbox();
    const owner = await connectedUser('search-owner@example.com');
    const { id } = await searchToEnd(owner, criteria());
    const [result] = await results(owner, id);
    const other = await signUp(t.app, 'search-other@example.com');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/gmail/search/${id}`, headers: { authorization: other } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/gmail/process/${id}`, headers: { authorization: other } }))
        .statusCode,
    ).toBe(404);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/batch',
      headers: { authorization: other },
      payload: { contracts: [{ id: result.id, name: 'mine now' }] },
    });
    expect(stolen.json().contracts[0]).toMatchObject({ name: 'mine now', hasOriginalFile: false, contractValue: null });
  });
});

describe('Workspace searches through a service account', () => {
  async function workspaceUser(email: string, scopes: string[]) {
    const authorization = await signUp(t.app, email);
    const key = t.google.issueServiceAccountKey(scopes);
    const uploaded = await uploadServiceAccountKey(t.app, authorization, key, 'admin@workspace.test');
    expect(uploaded.statusCode).toBe(200);
    return authorization;
  }

  beforeEach(() => {
    for (const account of ['admin@workspace.test', 'alice@workspace.test']) {
      t.google.mailboxes.addMessage(account, {
        subject: `Vendor MSA for ${account}`,
        body: 'signed',
        date: '2025-03-10T10:00:00Z',
        attachments: [{ filename: 'MSA.pdf', mimeType: 'application/pdf', content: docs.acmePdf, text: 'renewal' }],
      });
    }
    t.google.mailboxes.addMessage('alice@workspace.test', {
      subject: 'Lease',
      body: 'signed',
      date: '2025-03-11T10:00:00Z',
      attachments: [{ filename: 'lease.pdf', mimeType: 'application/pdf', content: docs.hooliPdf, text: 'renewal' }],
    });
  });

  it('searches every user of the directory, and the same file in two mailboxes is one result', async () => {
    const authorization = await workspaceUser('ws-all@example.com', [...SERVICE_ACCOUNT_SCOPES, DIRECTORY_SCOPE]);
    const { id, state } = await searchToEnd(authorization, criteria({ service: 'MAIL' }));
    expect(state.status).toBe('COMPLETED');
    const contracts = await results(authorization, id);
    expect(contracts.map((contract) => contract.name).sort()).toEqual(['MSA.pdf', 'lease.pdf']);
    const msa = contracts.find((contract) => contract.name === 'MSA.pdf')!;
    expect((msa.locations as string[]).sort()).toEqual([
      'Gmail: Vendor MSA for admin@workspace.test (admin@workspace.test)',
      'Gmail: Vendor MSA for alice@workspace.test (alice@workspace.test)',
    ]);
  });

  it('searches only the listed accounts', async () => {
    const authorization = await workspaceUser('ws-specific@example.com', SERVICE_ACCOUNT_SCOPES);
    const { id } = await searchToEnd(
      authorization,
      criteria({ service: 'MAIL', entityType: 'SPECIFIC_ACCOUNTS', specificAccounts: ['Alice@workspace.test'] }),
    );
    const contracts = await results(authorization, id);
    expect(contracts.map((contract) => contract.sourceLocation).sort()).toEqual([
      'Gmail: Lease (alice@workspace.test)',
      'Gmail: Vendor MSA for alice@workspace.test (alice@workspace.test)',
    ]);
  });

  it('fails with a clear reason when the directory may not be read', async () => {
    const authorization = await workspaceUser('ws-nodirectory@example.com', SERVICE_ACCOUNT_SCOPES);
    const { state } = await searchToEnd(authorization, criteria({ service: 'MAIL' }));
    expect(state).toMatchObject({ status: 'FAILED', error: SEARCH_MESSAGES.directoryDenied });
    const processed = await t.app.inject({
      method: 'POST',
      url: `/api/gmail/process/${state.id}`,
      headers: { authorization },
    });
    expect(processed.statusCode).toBe(409);
  });

  it('reports an account it cannot act as, and searches the others', async () => {
    const authorization = await workspaceUser('ws-unknown@example.com', SERVICE_ACCOUNT_SCOPES);
    const { state } = await searchToEnd(
      authorization,
      criteria({
        service: 'MAIL',
        entityType: 'SPECIFIC_ACCOUNTS',
        specificAccounts: ['alice@workspace.test', 'ghost@workspace.test'],
      }),
    );
    expect(state).toMatchObject({
      status: 'COMPLETED',
      notice: SEARCH_MESSAGES.accountsSkipped(['ghost@workspace.test']),
    });
    expect(state.progress.contractsFound).toBe(2);
  });
});
