import type { FastifyInstance as App } from 'fastify';
import type { FakeGoogle } from '../../fake-google/fake-google';

/** A test app's settings for talking to the fake Google. */
export function fakeGoogleConfig(google: FakeGoogle) {
  return {
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri: 'http://app.test/api/google/callback',
    apiBaseUrl: google.url,
  };
}

/** The same settings as environment variables, for a server started as its own process. */
export function fakeGoogleEnv(google: FakeGoogle): Record<string, string> {
  return {
    GOOGLE_API_BASE_URL: google.url,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
  };
}

/** Connects the user's personal account the way the browser would: consent URL, approval, callback. */
export async function connectPersonalAccount(app: App, google: FakeGoogle, authorization: string) {
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization } });
  const authUrl = new URL((await get('/api/google/auth-url')).json().authUrl);
  const state = authUrl.searchParams.get('state')!;
  const code = google.approve(state, authUrl.searchParams.get('redirect_uri')!);
  const callback = await app.inject({
    method: 'GET',
    url: `/api/google/callback?${new URLSearchParams({ code, state })}`,
  });
  return { state, callback };
}

/** Uploads a service-account key for a Workspace user, as the wizard's form does. */
export async function uploadServiceAccountKey(
  app: App,
  authorization: string,
  key: unknown,
  workspaceEmail: string,
  fileName = 'key.json',
) {
  const form = new FormData();
  form.append('workspaceEmail', workspaceEmail);
  form.append('credentials', new Blob([typeof key === 'string' ? key : JSON.stringify(key)]), fileName);
  const request = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/google/upload-credentials',
    headers: { authorization, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
