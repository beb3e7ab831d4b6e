/**
 * The mock backend's state: what the server's database would hold. Kept in memory; the demo build persists it
 * (see the demo issue), the component tests reset it between tests.
 */
export interface MockUser {
  id: string;
  email: string;
  password: string;
  googleConnected: boolean;
  googleWorkspaceEmail: string | null;
}

export interface MockState {
  users: MockUser[];
  /** token -> user id */
  sessions: Record<string, string>;
}

export const mockState: MockState = { users: [], sessions: {} };

export function resetMockState(): void {
  mockState.users = [];
  mockState.sessions = {};
}

let sequence = 0;
export function nextId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence.toString().padStart(4, '0')}`;
}

/** A signed-in user for tests and the demo: answers the user and a token the handlers accept. */
export function seedSignedInUser(email = 'manager@example.com', password = 'secret-password') {
  const user: MockUser = { id: nextId('user'), email, password, googleConnected: false, googleWorkspaceEmail: null };
  mockState.users.push(user);
  const token = `mock-token-${user.id}`;
  mockState.sessions[token] = user.id;
  return { user, token };
}
