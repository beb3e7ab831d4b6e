import { http, HttpResponse } from 'msw';
import type {
  DisconnectGoogleApiResponse,
  GetGmailProfileApiResponse,
  GetGoogleAuthStatusApiResponse,
  GetGoogleAuthUrlApiResponse,
  GetGoogleStatusApiResponse,
  TestGoogleConnectionApiResponse,
  UploadGoogleCredentialsApiResponse,
} from '../../src/api/generated';
import { AUTH_MESSAGES } from '../../server/modules/auth/messages';
import { normalizeEmail } from '../../server/modules/auth/schemas';
import { GOOGLE_MESSAGES } from '../../server/google/messages';
import { apiPath, errorResponse, userFromRequest } from '../http';

const unauthorized = () => errorResponse(401, AUTH_MESSAGES.sessionInvalid, 'Unauthorized');

/** The Google connection endpoints, answered from the mock user's connection flag. */
export const googleHandlers = [
  http.get(apiPath('/google/status'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    return HttpResponse.json<GetGoogleStatusApiResponse>({
      connected: user.googleConnected,
      workspaceEmail: user.googleConnected ? user.googleWorkspaceEmail : null,
      method: user.googleConnected ? 'oauth' : null,
      reason: null,
    });
  }),
  http.get(apiPath('/google/auth-status'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    return HttpResponse.json<GetGoogleAuthStatusApiResponse>({
      connected: user.googleConnected,
      email: user.googleConnected ? user.googleWorkspaceEmail : null,
    });
  }),
  http.get(apiPath('/google/auth-url'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    // The demo's stand-in for Google's consent page (demo/mock-google-consent.html), next to the app.
    const consent = new URL(`mock-google-consent.html?user=${encodeURIComponent(user.id)}`, document.baseURI);
    return HttpResponse.json<GetGoogleAuthUrlApiResponse>({ authUrl: consent.href });
  }),
  http.get(apiPath('/google/gmail/profile'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    if (!user.googleConnected) return errorResponse(400, GOOGLE_MESSAGES.notConnected, 'Bad Request');
    return HttpResponse.json<GetGmailProfileApiResponse>({
      emailAddress: user.googleWorkspaceEmail ?? 'me@gmail.test',
    });
  }),
  http.get(apiPath('/google/test-connection'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    if (!user.googleConnected) return errorResponse(400, GOOGLE_MESSAGES.notConnected, 'Bad Request');
    const emailAddress = user.googleWorkspaceEmail ?? 'me@gmail.test';
    return HttpResponse.json<TestGoogleConnectionApiResponse>({
      workspaceEmail: emailAddress,
      services: { gmail: { emailAddress } },
    });
  }),
  http.post(apiPath('/google/upload-credentials'), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const form = await request.formData();
    const workspaceEmail = normalizeEmail(String(form.get('workspaceEmail') ?? ''));
    const credentials = form.get('credentials');
    let key: { type?: unknown; client_email?: unknown; private_key?: unknown };
    try {
      key = JSON.parse(credentials instanceof Blob ? await credentials.text() : String(credentials));
    } catch {
      return errorResponse(400, GOOGLE_MESSAGES.notJson, 'Bad Request');
    }
    if (key.type !== 'service_account' || typeof key.client_email !== 'string' || typeof key.private_key !== 'string') {
      return errorResponse(400, GOOGLE_MESSAGES.notServiceAccount, 'Bad Request');
    }
    user.googleConnected = true;
    user.googleWorkspaceEmail = workspaceEmail;
    user.connectionKind = 'service_account';
    return HttpResponse.json<UploadGoogleCredentialsApiResponse>({
      message: GOOGLE_MESSAGES.workspaceConnected,
      workspaceEmail,
    });
  }),
  http.post(apiPath('/google/disconnect'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    user.googleConnected = false;
    user.googleWorkspaceEmail = null;
    return HttpResponse.json<DisconnectGoogleApiResponse>({ message: GOOGLE_MESSAGES.disconnected });
  }),
];
