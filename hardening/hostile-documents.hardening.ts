// Hostile documents: a .docx zip bomb, a PDF of 10,000 pages, a PDF nested 100,000 deep, mislabelled files, and a
// Vault MBOX whose attachment is named to climb out of any folder. Found by real searches next to a real contract:
// each hostile item fails (or is read) alone, within its bounds, and the contract is still found.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_SCOPE, SERVICE_ACCOUNT_SCOPES, VAULT_SCOPES } from '../server/google/google-clients';
import { startFakeGoogle, type FakeGoogle } from '../fake-google/fake-google';
import { loadConfig } from '../server/config';
import { fakeGoogleConfig } from '../server/test/google-helpers';
import { ACME_MSA, contractLines } from '../server/test/contract-fixtures';
import { makePdf } from '../server/test/fixtures';
import { listeningApp, type ListeningApp } from './support/listening-app';
import { ProductClient } from './support/product-client';
import { hostileAttachments } from './support/hostile-documents';
import { LONG, report, watchMemory } from './support/figures';

const PAGES = 10_000;
const BOMB_MB = LONG ? 1_000 : 500;
const TRAVERSAL_TARGET = '/tmp/rt-hardening-escaped.pdf';

let google: FakeGoogle;
let target: ListeningApp;
let acme: Buffer;

beforeAll(async () => {
  google = await startFakeGoogle();
  target = await listeningApp({
    google: fakeGoogleConfig(google),
    search: { ...loadConfig({}).search, vaultPollMs: 100 },
  });
  acme = await makePdf(contractLines(ACME_MSA));
  fs.rmSync(TRAVERSAL_TARGET, { force: true });
});

afterAll(async () => {
  await target?.close();
  await google?.close();
});

describe('hostile documents', () => {
  it('fails each hostile attachment alone, within bounds, and still finds the contract beside them', async () => {
    const attachments = await hostileAttachments(PAGES, BOMB_MB);
    google.mailboxes.addMessage(google.oauthAccount, {
      subject: 'Signed agreement and other files',
      body: 'The agreement and some files.',
      attachments: [
        { filename: 'Acme MSA.pdf', mimeType: 'application/pdf', content: acme },
        ...attachments.map(({ filename, mimeType, content }) => ({ filename, mimeType, content })),
      ],
    });
    const user = new ProductClient(target.origin);
    await user.signUp('documents@example.com', 'documents password 1');
    await user.connectPersonalAccount(google);

    const started = Date.now();
    const { result, rss } = await watchMemory(async () => {
      const outcome = await user.runSearch({ keywords: ['agreement'], service: 'MAIL' }, { timeoutMs: 300_000 });
      const status = await user.call<{ notice: string | null; progress: { itemsFound: number } }>(
        'GET',
        `/api/gmail/search/${outcome.id}`,
      );
      return { outcome, status: status.body, found: await user.foundContracts(outcome.id) };
    });
    const seconds = (Date.now() - started) / 1000;
    report('hostile documents, Gmail', {
      items: result.status.progress.itemsFound,
      hostile: attachments.map((a) => a.label).join('; '),
      outcome: result.outcome.status,
      notice: result.status.notice ?? '',
      found: result.found.map((c) => c.name).join(', '),
      seconds: seconds.toFixed(1),
      'RSS MB (start/peak/end)': `${rss.start}/${rss.peak}/${rss.end}`,
    });
    expect(result.outcome.status).toBe('COMPLETED');
    expect(result.found.map((c) => c.name)).toContain('Acme MSA.pdf');
    expect(result.found.find((c) => c.name === 'Acme MSA.pdf')!.parties).toEqual(['Acme Corporation', 'Globex LLC']);
    // Every hostile item that was not read is reported; none takes the search or the process down.
    expect(result.status.notice).toMatch(/could not be read/);
    expect(seconds).toBeLessThan(120);
    expect(rss.peak - rss.start).toBeLessThan(1_500);
    expect((await user.call('GET', '/api/health')).status).toBe(200);
  });

  it('reads a Vault MBOX whose attachment name climbs out of the folder without writing outside it', async () => {
    google.mailboxes.addMessage('alice@workspace.test', {
      subject: 'Held agreement',
      body: 'From the archive.',
      date: '2025-03-10T10:00:00Z',
      labels: ['HELD'],
      attachments: [{ filename: `../../../../../..${TRAVERSAL_TARGET}`, mimeType: 'application/pdf', content: acme }],
    });
    const admin = new ProductClient(target.origin);
    await admin.signUp('vault-documents@example.com', 'documents password 1');
    const key = google.issueServiceAccountKey([...SERVICE_ACCOUNT_SCOPES, ...VAULT_SCOPES, DIRECTORY_SCOPE]);
    expect((await admin.uploadServiceAccountKey(key, 'admin@workspace.test')).status).toBe(200);
    const outcome = await admin.runSearch(
      { keywords: ['agreement'], service: 'MAIL', dataSource: 'HELD_DATA', entityType: 'ALL_ACCOUNTS' },
      { timeoutMs: 120_000 },
    );
    const found = await admin.foundContracts(outcome.id);
    report('hostile documents, Vault', {
      outcome: outcome.status,
      found: found.map((c) => JSON.stringify(c.name)).join(', '),
      'file written outside': String(fs.existsSync(TRAVERSAL_TARGET)),
    });
    expect(outcome.status).toBe('COMPLETED');
    expect(found.map((c) => c.name)).toEqual(['rt-hardening-escaped.pdf']);
    expect(fs.existsSync(TRAVERSAL_TARGET)).toBe(false);
  });
});
