// Surface: security headers, body and upload limits, sign-in and sign-up rate limits, token expiry, and a full run
// of the product in its own process whose logs must hold no password, token, refresh token or private key.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../fake-google/fake-google';
import { fakeGoogleEnv } from '../server/test/google-helpers';
import { makePdf } from '../server/test/fixtures';
import { ACME_MSA, contractLines } from '../server/test/contract-fixtures';
import { SERVICE_ACCOUNT_SCOPES } from '../server/google/google-clients';
import { createTestApp } from '../server/test/test-app';
import { send } from './support/http-client';
import { listeningApp, type ListeningApp } from './support/listening-app';
import { ProductClient } from './support/product-client';
import { startServerProcess } from './support/server-process';
import { processDatabase } from './support/process-database';
import { report } from './support/figures';

describe('headers, limits, rate limits and token lifetime', () => {
  let target: ListeningApp;
  let client: ProductClient;
  beforeAll(async () => {
    // The shipped defaults, except a two-second token lifetime.
    target = await listeningApp({ tokenTtlSeconds: 2 });
    client = new ProductClient(target.origin);
    await client.signUp('surface@example.com', 'surface password 1');
  });
  afterAll(() => target.close());

  it('sends the security headers on every answer', async () => {
    for (const path of ['/api/health', '/api/contracts', '/api/nope', '/api/google/callback?code=x&state=y']) {
      const { headers } = await send(target.origin, { method: 'GET', path });
      expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
      expect(headers['content-security-policy'], path).toMatch(/default-src 'self'/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-powered-by'], path).toBeUndefined();
    }
  });

  it('refuses bodies and key files over their limits with 413 and a message', async () => {
    const big = await send(target.origin, {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body.toString()).message).toBeTruthy();

    const form = new FormData();
    form.append('workspaceEmail', 'admin@workspace.test');
    form.append('credentials', new Blob(['x'.repeat(512 * 1024)]), 'key.json');
    const key = await client.call<{ message: string }>('POST', '/api/google/upload-credentials', form);
    expect(key.status).toBe(413);
    expect(key.body.message).toBeTruthy();

    const batch = await send(target.origin, {
      method: 'POST',
      path: '/api/contracts/batch',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${client.token}` },
      body: Buffer.alloc(61 * 1024 * 1024, 0x20),
    });
    expect(batch.status).toBe(413);
    report('surface limits', {
      'JSON body 2 MB': big.status,
      'key file 512 KB': key.status,
      'batch 61 MB': batch.status,
    });
  });

  it('limits sign-in per address and per account, and sign-up per address, with 429 and a message', async () => {
    // A fresh app: the limits are counted per process.
    const limited = await createTestApp();
    try {
      const attempt = (url: string, email: string) =>
        limited.app.inject({ method: 'POST', url, payload: { email, password: 'wrong password' } });
      let accountLimitedAt = 0;
      for (let i = 1; i <= 12 && !accountLimitedAt; i++) {
        if ((await attempt('/api/auth/login', 'victim@example.com')).statusCode === 429) accountLimitedAt = i;
      }
      // Per account counts across addresses: the limit holds whoever asks.
      const fromElsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { email: 'victim@example.com', password: 'wrong password' },
      });
      let addressLimitedAt = 0;
      for (let i = 1; i <= 40 && !addressLimitedAt; i++) {
        if ((await attempt('/api/auth/register', `new${i}@example.com`)).statusCode === 429) addressLimitedAt = i;
      }
      report('surface rate limits', {
        'sign-in per account limited at attempt': accountLimitedAt,
        'from another address': fromElsewhere.statusCode,
        'sign-up per address limited at attempt': addressLimitedAt,
      });
      expect(accountLimitedAt).toBe(11);
      expect(fromElsewhere.statusCode).toBe(429);
      expect(fromElsewhere.json().message).toMatch(/Too many attempts/);
      expect(addressLimitedAt).toBeGreaterThan(0);
      expect(addressLimitedAt).toBeLessThanOrEqual(31);
    } finally {
      await limited.close();
    }
  });

  it('stops accepting a token once it expires', async () => {
    const login = await client.call<{ token: string }>('POST', '/api/auth/login', {
      email: 'surface@example.com',
      password: 'surface password 1',
    });
    client.token = login.body.token;
    expect((await client.call('GET', '/api/auth/me')).status).toBe(200);
    await sleep(3_100);
    const expired = await client.call<{ message: string }>('GET', '/api/auth/me');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/expired/);
  });
});

describe('logs of a full run', () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(() => google.close());

  it('hold no password, sign-in token, OAuth code, Google token or private key', async () => {
    const database = await processDatabase('pglite');
    const server = await startServerProcess({
      ...database.env,
      LOG_LEVEL: 'debug',
      ...fakeGoogleEnv(google),
      SEARCH_LEASE_MS: '2000',
    });
    const secrets: string[] = [];
    try {
      const password = 'Pa55word-that-must-not-leak';
      const user = new ProductClient(server.origin);
      secrets.push(password, await user.signUp('logs@example.com', password));
      // A wrong password, a password in a query string, a token in a query string.
      await user.call('POST', '/api/auth/login', { email: 'logs@example.com', password: `${password}-wrong` });
      secrets.push(`${password}-wrong`);
      await user.call('GET', `/api/contracts?password=${password}&token=${user.token}`);

      google.mailboxes.addMessage(google.oauthAccount, {
        subject: 'Signed MSA',
        body: 'Attached the signed agreement.',
        attachments: [
          { filename: 'msa.pdf', mimeType: 'application/pdf', content: await makePdf(contractLines(ACME_MSA)) },
        ],
      });
      secrets.push(await user.connectPersonalAccount(google));
      const search = await user.runSearch({ keywords: ['agreement'] });
      expect(search.status).toBe('COMPLETED');
      const found = await user.foundContracts(search.id);
      await user.call('POST', '/api/contracts/batch', { contracts: found.map(({ id, name }) => ({ id, name })) });
      await user.call('GET', '/api/google/test-connection');
      await user.call('POST', '/api/google/disconnect');

      const admin = new ProductClient(server.origin);
      secrets.push(await admin.signUp('workspace-logs@example.com', password));
      const key = google.issueServiceAccountKey(SERVICE_ACCOUNT_SCOPES);
      expect((await admin.uploadServiceAccountKey(key, 'admin@workspace.test')).status).toBe(200);
      await admin.runSearch({ keywords: ['agreement'], entityType: 'ALL_ACCOUNTS' });
      // The body of the PEM (its first line would also match the marker below).
      secrets.push(key.private_key.split('\n')[1]);
    } finally {
      await server.stop();
      await database.drop();
    }
    const logs = server.logs();
    const leaks = [
      ...secrets.filter((secret) => logs.includes(secret)).map((secret) => `${secret.slice(0, 12)}...`),
      ...[/ya29\.[\w-]{6,}/, /1\/\/refresh\.[\w-]{6,}/, /PRIVATE KEY/, /eyJ[\w-]{10,}\.eyJ[\w-]{10,}/]
        .filter((pattern) => pattern.test(logs))
        .map(String),
    ];
    report('surface logs', {
      'log lines': logs.split('\n').length,
      'secrets looked for': secrets.length + 4,
      leaks: leaks.length,
    });
    expect(logs.split('\n').length).toBeGreaterThan(20);
    expect(leaks).toEqual([]);
  });
});
