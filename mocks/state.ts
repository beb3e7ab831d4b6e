import { NO_FACTS } from '../server/contracts/facts';
import type { ContractRecord } from '../src/api/api';
import type { ReminderSettings } from '../src/api/generated';

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
  /** Where the user's today is (IANA); UTC when the browser did not say. */
  timeZone?: string;
  /** Saved reminder settings (the defaults until then). */
  reminderSettings?: ReminderSettings;
  /** The calendar feed's secret, once shown. */
  feedToken?: string;
}

/** A stored contract as the server keeps it: the record, its owner and identity, the day its renewals count from. */
export interface MockContract extends Omit<ContractRecord, 'handled'> {
  ownerId: string;
  sourceKey: string;
  termAnchor: string | null;
  /** The term marked handled (the record's `handled` is worked out from it). */
  handledFor: string | null;
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

/** A contract id of the server's shape (a UUID). */
export const nextContractId = () => `00000000-0000-4000-8000-${nextId('c').replace(/\D/g, '').padStart(12, '0')}`;

/** A signed-in user for tests and the demo: answers the user and a token the handlers accept. */
export function seedSignedInUser(email = 'manager@example.com', password = 'secret-password') {
  const user: MockUser = { id: nextId('user'), email, password, googleConnected: false, googleWorkspaceEmail: null };
  mockState.users.push(user);
  const token = `mock-token-${user.id}`;
  mockState.sessions[token] = user.id;
  return { user, token };
}

/** A stored contract as the server would keep it; tests and the demo pass only what matters to them. */
export function seedContract(ownerId: string, fields: Partial<MockContract> & { name: string }): MockContract {
  const id = fields.id ?? nextContractId();
  const now = new Date().toISOString();
  const contract: MockContract = {
    id,
    contractValue: null,
    ...NO_FACTS,
    reviewState: 'needs_review',
    source: 'upload',
    sourceLocation: null,
    hasOriginalFile: false,
    createdAt: now,
    evidence: {},
    confidence: {},
    fieldSources: {},
    sourceUrl: null,
    fileName: null,
    version: 1,
    updatedAt: now,
    history: [],
    termAnchor: null,
    handledFor: null,
    ...fields,
    ownerId,
    sourceKey: fields.sourceKey ?? `upload:${id}`,
  };
  contract.termAnchor ??= contract.expirationDate ?? contract.renewalDate;
  mockState.contracts.push(contract);
  return contract;
}
