import { http, HttpResponse } from 'msw';
import type {
  GetCurrentUserApiResponse,
  LoginApiArg,
  LoginApiResponse,
  RegisterApiArg,
  RegisterApiResponse,
} from '../../src/api/generated';
import { AUTH_MESSAGES } from '../../server/modules/auth/messages';
import { normalizeEmail } from '../../server/modules/auth/schemas';
import { apiPath, errorResponse, userFromRequest } from '../http';
import { mockHooks, mockState, nextId } from '../state';

export const authHandlers = [
  http.post(apiPath('/auth/register'), async ({ request }) => {
    const body = (await request.json()) as RegisterApiArg['body'];
    const email = normalizeEmail(body.email ?? '');
    if (!email.includes('@') || (body.password ?? '').length < 3) {
      return errorResponse(400, 'Invalid request: body/email or body/password is invalid', 'Bad Request');
    }
    if (mockState.users.some((user) => user.email === email)) {
      return errorResponse(409, AUTH_MESSAGES.emailTaken, 'Conflict');
    }
    const user = {
      id: nextId('user'),
      email,
      password: body.password,
      googleConnected: false,
      googleWorkspaceEmail: null,
      timeZone: body.timeZone,
    };
    mockState.users.push(user);
    mockHooks.userCreated?.(user);
    return HttpResponse.json<RegisterApiResponse>({ id: user.id, email }, { status: 201 });
  }),

  http.post(apiPath('/auth/login'), async ({ request }) => {
    const body = (await request.json()) as LoginApiArg['body'];
    const user = mockState.users.find((candidate) => candidate.email === normalizeEmail(body.email ?? ''));
    if (!user || user.password !== body.password) {
      return errorResponse(401, AUTH_MESSAGES.invalidCredentials, 'Unauthorized');
    }
    const token = `mock-token-${user.id}-${Date.now()}`;
    mockState.sessions[token] = user.id;
    return HttpResponse.json<LoginApiResponse>({ token });
  }),

  http.get(apiPath('/auth/me'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return errorResponse(401, AUTH_MESSAGES.sessionInvalid, 'Unauthorized');
    return HttpResponse.json<GetCurrentUserApiResponse>({
      id: user.id,
      email: user.email,
      googleConnected: user.googleConnected,
      googleWorkspaceEmail: user.googleWorkspaceEmail,
    });
  }),
];
