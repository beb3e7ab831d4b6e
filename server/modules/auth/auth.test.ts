import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: { perIpPerMinute: 1000, perAccountPer15Minutes: 3 } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates the account with the address trimmed and case-folded', async () => {
    const response = await post('/api/auth/register', { email: '  Alice@Example.COM ', password: 'abc' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'alice@example.com' });
  });

  it('stores an argon2id hash, never the password', async () => {
    await post('/api/auth/register', { email: 'hash@example.com', password: 'plain-text-password' });
    const rows = await t.database.db.select().from(users);
    const row = rows.find((user) => user.email === 'hash@example.com')!;
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(rows)).not.toContain('plain-text-password');
  });

  it('answers 409 with a message for an address in use, whatever its case', async () => {
    await post('/api/auth/register', { email: 'dup@example.com', password: 'abcdef' });
    const response = await post('/api/auth/register', { email: 'DUP@example.com ', password: 'other-password' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists');
  });

  it.each([
    ['no body fields', {}],
    ['a missing password', { email: 'a@example.com' }],
    ['an invalid address', { email: 'not-an-email', password: 'abcdef' }],
    ['a password under 3 characters', { email: 'short@example.com', password: 'ab' }],
    ['a huge password', { email: 'huge@example.com', password: 'x'.repeat(10_000) }],
    ['a number for the address', { email: 42, password: 'abcdef' }],
    ['an unknown field', { email: 'extra@example.com', password: 'abcdef', admin: true }],
  ])('answers 400 with a message for %s', async (_name, body) => {
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: /);
  });

  it('answers 400 for broken JSON and 415 for another content type', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/xml' },
      payload: '<email/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBeTruthy();
  });
});

describe('POST /api/auth/login and GET /api/auth/me', () => {
  it('signs in and answers the current user', async () => {
    const authorization = await signUp(t.app, 'me@example.com');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(String),
      email: 'me@example.com',
      googleConnected: false,
      googleWorkspaceEmail: null,
    });
  });

  it('issues a token that expires', async () => {
    await signUp(t.app, 'exp@example.com');
    const login = await post('/api/auth/login', { email: 'exp@example.com', password: 'correct horse battery' });
    const [, payload] = login.json().token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(12 * 60 * 60);
  });

  it('answers the same 401 for a wrong password and an unknown address', async () => {
    await signUp(t.app, 'known@example.com');
    const wrongPassword = await post('/api/auth/login', { email: 'known@example.com', password: 'nope' });
    const unknown = await post('/api/auth/login', { email: 'unknown@example.com', password: 'nope' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe('Invalid email or password');
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('accepts the address in any case and with spaces', async () => {
    await signUp(t.app, 'case@example.com');
    const login = await post('/api/auth/login', { email: ' CASE@example.com', password: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not-a-jwt'],
    ['a token signed with another key', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
    ['an unsigned token', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 on /me with %s', async (_name, authorization) => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization ? { authorization } : {},
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Your session has expired or is invalid. Please sign in again.');
  });

  it('answers 401 on /me with an expired token', async () => {
    const token = t.app.jwt.sign({ sub: '00000000-0000-0000-0000-000000000000' }, { expiresIn: -10 });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('answers 401 on /me with a token issued for something else (an OAuth state)', async () => {
    const authorization = await signUp(t.app, 'state@example.com');
    const { id } = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } })).json();
    const token = t.app.jwt.sign({ sub: id }, { aud: 'google-oauth-state' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('answers 401 on /me for a valid token of a deleted account', async () => {
    const token = t.app.jwt.sign({ sub: '00000000-0000-0000-0000-000000000000' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Your account no longer exists. Please sign in again.');
  });

  it('limits sign-in attempts per account with 429 and a message', async () => {
    await signUp(t.app, 'limited@example.com');
    // signUp used one attempt of three; two more pass, the next is refused even with the right password.
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await post('/api/auth/login', { email: 'limited@example.com', password: 'bad' })).statusCode).toBe(401);
    }
    const refused = await post('/api/auth/login', { email: 'LIMITED@example.com', password: 'correct horse battery' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in /);
    const otherAccount = await post('/api/auth/login', {
      email: 'known@example.com',
      password: 'correct horse battery',
    });
    expect(otherAccount.statusCode).toBe(200);
  });
});

describe('per-IP limit', () => {
  it('answers 429 once one address has made too many attempts', async () => {
    const limited = await createTestApp({ loginRateLimit: { perIpPerMinute: 2, perAccountPer15Minutes: 100 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@example.com', password: 'y' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
