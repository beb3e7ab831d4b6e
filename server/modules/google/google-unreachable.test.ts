import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ACCOUNT_SCOPES, VAULT_SCOPES } from '../../google/google-clients';
import { GOOGLE_MESSAGES } from '../../google/messages';
import { SEARCH_MESSAGES } from '../../search/messages';
import { startFakeGoogle, type FakeGoogle } from '../../../fake-google/fake-google';
import { fakeGoogleConfig, uploadServiceAccountKey } from '../../test/google-helpers';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

// A deliberate 502 reaches the user with the product's words: Google is connected, then goes away.
let google: FakeGoogle;
let t: TestApp;
let authorization: string;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ google: fakeGoogleConfig(google) });
  authorization = await signUp(t.app, 'unreachable@example.com');
  const key = google.issueServiceAccountKey([...SERVICE_ACCOUNT_SCOPES, ...VAULT_SCOPES]);
  expect((await uploadServiceAccountKey(t.app, authorization, key, 'admin@workspace.test')).statusCode).toBe(200);
  await google.close();
});
afterAll(() => t.close());

describe('Google unreachable', () => {
  it('answers a connection test with 502 and says so', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/google/test-connection',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: GOOGLE_MESSAGES.googleUnreachable,
    });
  });

  it('answers the start of a Vault search (which makes its matter at once) with 502 and says so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gmail/search',
      headers: { authorization },
      payload: { keywords: ['renewal'], service: 'GROUPS' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ statusCode: 502, message: SEARCH_MESSAGES.vaultUnavailable });
  });
});
