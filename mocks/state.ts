import type { Contract } from '../src/api/generated';

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
  /** How the account was connected (Vault searches need a Workspace service account). */
  connectionKind?: 'oauth' | 'service_account';
}

export interface MockContract extends Contract {
  ownerId: string;
  sourceKey: string;
}

/** A search as the mock server tracks it: it completes after a few status checks, like a real one. */
export interface MockSearch {
  id: string;
  ownerId: string;
  description: string;
  keywords: string[];
  includeAllMatches: boolean;
  statusChecks: number;
  /** 'direct-api', or the Vault matter of a Vault search. */
  matterId: string;
}

export interface MockState {
  users: MockUser[];
  /** token -> user id */
  sessions: Record<string, string>;
  contracts: MockContract[];
  searches: MockSearch[];
  /** The last id handed out; part of the state so ids stay unique across a reload of the demo. */
  sequence: number;
}

export const mockState: MockState = { users: [], sessions: {}, contracts: [], searches: [], sequence: 0 };

export function resetMockState(): void {
  mockState.users = [];
  mockState.sessions = {};
  mockState.contracts = [];
  mockState.searches = [];
  mockState.sequence = 0;
}

/** Hooks the demo sets: what happens when the mock server creates a user. Tests leave them empty. */
export const mockHooks: { userCreated?: (user: MockUser) => void } = {};

export function nextId(prefix: string): string {
  mockState.sequence += 1;
  return `${prefix}-${mockState.sequence.toString().padStart(4, '0')}`;
}

/** A signed-in user for tests and the demo: answers the user and a token the handlers accept. */
export function seedSignedInUser(email = 'manager@example.com', password = 'secret-password') {
  const user: MockUser = { id: nextId('user'), email, password, googleConnected: false, googleWorkspaceEmail: null };
  mockState.users.push(user);
  const token = `mock-token-${user.id}`;
  mockState.sessions[token] = user.id;
  return { user, token };
}

/** A stored contract as the server would list it; tests and the demo pass only what matters to them. */
export function seedContract(ownerId: string, fields: Partial<Contract> & { name: string }): MockContract {
  const id = fields.id ?? `00000000-0000-4000-8000-${nextId('c').replace(/\D/g, '').padStart(12, '0')}`;
  const contract: MockContract = {
    id,
    contractValue: null,
    currency: null,
    renewalDate: null,
    effectiveDate: null,
    expirationDate: null,
    cancelByDate: null,
    perpetual: false,
    autoRenews: null,
    renewalTermMonths: null,
    noticePeriodDays: null,
    parties: [],
    evidence: {},
    source: 'upload',
    sourceLocation: null,
    hasOriginalFile: false,
    createdAt: new Date().toISOString(),
    ...fields,
    ownerId,
    sourceKey: `upload:${id}`,
  };
  mockState.contracts.push(contract);
  return contract;
}
