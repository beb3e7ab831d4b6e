import { describe, expect, it } from 'vitest';
import { googleConnections } from '../../db/schema';
import { SERVICE_ACCOUNT_SCOPES } from '../../google/google-clients';
import { connectPersonalAccount as connectPersonal, uploadServiceAccountKey } from '../../test/google-helpers';
import { createTestApp, signUp } from '../../test/test-app';
import { useTestAppWithGoogle } from '../../test/shared-test-app';
import { GOOGLE_MESSAGES } from '../../google/messages';

const t = useTestAppWithGoogle({}, { appOrigin: 'http://app.test' });

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

/** What the callback page reports, read from its JSON block. */
function pageResult(html: string): { ok: boolean; email?: string; message: string; origin: string } {
  const match = /<script type="application\/json" id="google-result">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match![1]);
}

const connectPersonalAccount = (authorization: string) => connectPersonal(t.app, t.google, authorization);
const uploadKey = (authorization: string, key: unknown, workspaceEmail: string, fileName?: string) =>
  uploadServiceAccountKey(t.app, authorization, key, workspaceEmail, fileName);

describe('personal account (OAuth)', () => {
  it('builds the consent URL: offline access, read-only scopes, a signed state, on the configured host', async () => {
    const authorization = await signUp(t.app, 'oauth-url@example.com');
    const response = await get('/api/google/auth-url', authorization);
    const url = new URL(response.json().authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.google.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('client_id')).toBe(t.google.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://app.test/api/google/callback');
    expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/gmail.readonly');
    expect(url.searchParams.get('state')!.split('.')).toHaveLength(3);
  });

  it('connects through the callback, stores the refresh token encrypted, and reports the account', async () => {
    const authorization = await signUp(t.app, 'oauth-ok@example.com');
    const { callback } = await connectPersonalAccount(authorization);
    expect(callback.headers['content-type']).toMatch(/text\/html/);
    // Its own opener policy overrides the app's (the popup must keep its opener); the other headers stay.
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(callback.headers['content-security-policy']).toContain("script-src 'self'");
    expect(pageResult(callback.body)).toEqual({
      ok: true,
      email: t.google.oauthAccount,
      message: GOOGLE_MESSAGES.connected,
      origin: 'http://app.test',
    });
    expect(callback.body).toContain('<script src="/api/google/callback.js"></script>');

    expect((await get('/api/google/status', authorization)).json()).toMatchObject({
      connected: true,
      workspaceEmail: t.google.oauthAccount,
      method: 'oauth',
    });
    expect((await get('/api/google/auth-status', authorization)).json()).toEqual({
      connected: true,
      email: t.google.oauthAccount,
    });
    expect((await get('/api/auth/me', authorization)).json()).toMatchObject({
      googleConnected: true,
      googleWorkspaceEmail: t.google.oauthAccount,
    });
    expect((await get('/api/google/gmail/profile', authorization)).json()).toEqual({
      emailAddress: t.google.oauthAccount,
    });
    const rows = await t.database.db.select().from(googleConnections);
    expect(JSON.stringify(rows)).not.toMatch(/1\/\/refresh/);
    expect(rows.every((row) => row.encryptedSecret.startsWith('v1.'))).toBe(true);
  });

  it('refuses a replayed, forged or missing state, and stores nothing', async () => {
    const authorization = await signUp(t.app, 'oauth-replay@example.com');
    const { state } = await connectPersonalAccount(authorization);
    await t.app.inject({ method: 'POST', url: '/api/google/disconnect', headers: { authorization } });
    const code = t.google.approve(state, 'http://app.test/api/google/callback');
    const replayed = await get(`/api/google/callback?${new URLSearchParams({ code, state })}`);
    expect(pageResult(replayed.body)).toMatchObject({ ok: false, message: GOOGLE_MESSAGES.badState });
    const forged = `${state.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
    expect(pageResult((await get(`/api/google/callback?code=x&state=${forged}`)).body).message).toBe(
      GOOGLE_MESSAGES.badState,
    );
    expect(pageResult((await get('/api/google/callback?code=x')).body).message).toBe(GOOGLE_MESSAGES.badState);
    expect((await get('/api/google/status', authorization)).json().connected).toBe(false);
  });

  it('says so when consent is denied', async () => {
    const authorization = await signUp(t.app, 'oauth-deny@example.com');
    const state = new URL((await get('/api/google/auth-url', authorization)).json().authUrl).searchParams.get('state')!;
    const denied = await get(`/api/google/callback?error=access_denied&state=${state}`);
    expect(pageResult(denied.body)).toMatchObject({ ok: false, message: GOOGLE_MESSAGES.consentDenied });
    expect((await get('/api/google/status', authorization)).json().connected).toBe(false);
  });

  it('turns a refresh token Google no longer accepts into "not connected" with a reason', async () => {
    const authorization = await signUp(t.app, 'oauth-revoked@example.com');
    await connectPersonalAccount(authorization);
    t.google.revokeAll();
    const profile = await get('/api/google/gmail/profile', authorization);
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(GOOGLE_MESSAGES.revoked);
    expect((await get('/api/google/status', authorization)).json()).toMatchObject({
      connected: false,
      reason: GOOGLE_MESSAGES.revoked,
    });
    expect((await get('/api/auth/me', authorization)).json().googleConnected).toBe(false);
  });

  it('disconnects: revokes the grant at Google and forgets the credentials', async () => {
    const authorization = await signUp(t.app, 'oauth-disconnect@example.com');
    await connectPersonalAccount(authorization);
    const before = t.google.calls.filter((call) => call.path === '/revoke').length;
    const response = await t.app.inject({ method: 'POST', url: '/api/google/disconnect', headers: { authorization } });
    expect(response.json()).toEqual({ message: GOOGLE_MESSAGES.disconnected });
    expect(t.google.calls.filter((call) => call.path === '/revoke').length).toBe(before + 1);
    expect((await get('/api/google/status', authorization)).json().connected).toBe(false);
    expect((await get('/api/google/gmail/profile', authorization)).json().message).toBe(GOOGLE_MESSAGES.notConnected);
  });

  it('answers a clear 400 when the server has no OAuth client', async () => {
    const bare = await createTestApp();
    try {
      const authorization = await signUp(bare.app, 'no-oauth@example.com');
      const response = await bare.app.inject({
        method: 'GET',
        url: '/api/google/auth-url',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(GOOGLE_MESSAGES.oauthNotConfigured);
    } finally {
      await bare.close();
    }
  });
});

describe('Workspace (service account with domain-wide delegation)', () => {
  it('connects with a delegated key and tests the connection with a real Gmail call', async () => {
    const authorization = await signUp(t.app, 'sa-ok@example.com');
    const key = t.google.issueServiceAccountKey(SERVICE_ACCOUNT_SCOPES);
    const response = await uploadKey(authorization, key, ' Admin@Workspace.test ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: GOOGLE_MESSAGES.workspaceConnected,
      workspaceEmail: 'admin@workspace.test',
    });
    expect((await get('/api/google/test-connection', authorization)).json()).toEqual({
      workspaceEmail: 'admin@workspace.test',
      services: { gmail: { emailAddress: 'admin@workspace.test' } },
    });
    const rows = await t.database.db.select().from(googleConnections);
    expect(JSON.stringify(rows)).not.toContain('PRIVATE KEY');
  });

  it('never follows the key file token_uri', async () => {
    const authorization = await signUp(t.app, 'sa-hostile@example.com');
    const key = { ...t.google.issueServiceAccountKey(SERVICE_ACCOUNT_SCOPES), token_uri: 'http://127.0.0.1:9/steal' };
    const tokenCalls = t.google.calls.filter((call) => call.path === '/token').length;
    expect((await uploadKey(authorization, key, 'alice@workspace.test')).statusCode).toBe(200);
    expect(t.google.calls.filter((call) => call.path === '/token').length).toBe(tokenCalls + 1);
  });

  it.each<[string, () => unknown, string, string]>([
    [
      'delegation missing for the scopes',
      () => t.google.issueServiceAccountKey(['https://www.googleapis.com/auth/drive.readonly']),
      'admin@workspace.test',
      GOOGLE_MESSAGES.delegationMissing,
    ],
    [
      'an unknown Workspace user',
      () => t.google.issueServiceAccountKey(SERVICE_ACCOUNT_SCOPES),
      'nobody@workspace.test',
      GOOGLE_MESSAGES.unknownUser,
    ],
    ['a file that is not JSON', () => 'not json {', 'admin@workspace.test', GOOGLE_MESSAGES.notJson],
    [
      'a JSON file that is not a service-account key',
      () => ({ type: 'authorized_user', client_id: 'x' }),
      'admin@workspace.test',
      GOOGLE_MESSAGES.notServiceAccount,
    ],
    [
      'an unreadable private key',
      () => ({ type: 'service_account', client_email: 'a@b.test', private_key: 'nope' }),
      'admin@workspace.test',
      GOOGLE_MESSAGES.badPrivateKey,
    ],
  ])('refuses %s with its own message and stores nothing', async (_name, key, workspaceEmail, message) => {
    const authorization = await signUp(t.app, `sa-bad-${Math.random().toString(36).slice(2)}@example.com`);
    const response = await uploadKey(authorization, key(), workspaceEmail);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await get('/api/google/status', authorization)).json().connected).toBe(false);
  });

  it('answers 400 with a message, not 500, to form data cut short or without its boundary', async () => {
    const authorization = await signUp(t.app, 'sa-cut@example.com');
    // Over a real socket: the multipart reader only sees the body end early when it arrives as a stream.
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const whole =
      '--b\r\nContent-Disposition: form-data; name="workspaceEmail"\r\n\r\nadmin@workspace.test\r\n' +
      '--b\r\nContent-Disposition: form-data; name="credentials"; filename="key.json"\r\n\r\n{"type":';
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=b', whole],
      ['multipart/form-data; boundary=zzz', whole],
    ]) {
      const response = await fetch(`${origin}/api/google/upload-credentials`, {
        method: 'POST',
        headers: { authorization, 'content-type': contentType },
        body,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/^Invalid request/);
    }
  });

  it('refuses a file larger than a key, and a missing e-mail', async () => {
    const authorization = await signUp(t.app, 'sa-large@example.com');
    const large = await uploadKey(authorization, 'x'.repeat(70 * 1024), 'admin@workspace.test');
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(GOOGLE_MESSAGES.credentialsTooLarge);
    const noEmail = await uploadKey(
      authorization,
      t.google.issueServiceAccountKey(SERVICE_ACCOUNT_SCOPES),
      'not-an-email',
    );
    expect(noEmail.statusCode).toBe(400);
  });
});
