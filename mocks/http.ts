import { HttpResponse } from 'msw';
import { mockState, type MockUser } from './state';

/** The server's error body. */
export function errorResponse(status: number, message: string, error = 'Error') {
  return HttpResponse.json({ statusCode: status, error, message }, { status });
}

/** The user behind the request's bearer token, as the server's authenticate hook finds it. */
export function userFromRequest(request: Request): MockUser | undefined {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  const userId = token ? mockState.sessions[token] : undefined;
  return mockState.users.find((user) => user.id === userId);
}

/** API paths relative to the page's origin, as the client calls them. */
export const apiPath = (path: string) => `*/api${path}`;
