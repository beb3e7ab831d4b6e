import type { JWT, OAuth2Client } from 'google-auth-library';
import type { GoogleConfig } from '../config';
import type { Database } from '../db/database';
import type { GoogleConnectionKind } from '../db/schema';
import { delegatedClient, oauthClient, SERVICE_ACCOUNT_SCOPES, type ServiceAccountKey } from './google-clients';
import { isRevocation, revocationReason } from './google-errors';
import { findConnection, markRevoked, openSecret } from './connections-repository';

/** What the Google connection service needs: where connections are stored, how Google is reached, the key. */
export interface GoogleDependencies {
  db: Database;
  google: GoogleConfig;
  credentialsKey: Buffer;
}

export type GoogleAuth = OAuth2Client | JWT;

/** Why a user's connection cannot be used; callers put it in their own words (HTTP answer, failed search). */
export class ConnectionUnavailable extends Error {
  constructor(readonly reason: 'not_connected' | 'revoked') {
    super(reason === 'not_connected' ? 'no Google connection' : 'Google connection revoked');
  }
}

export interface ClientRequest {
  /** For a Workspace: the user to act as (default: the Workspace user given at connection). */
  subject?: string;
  /** For a Workspace: the delegated scopes (default: Gmail and Drive read-only). */
  scopes?: string[];
  /** Abandons the client's requests in flight when it aborts. */
  signal?: AbortSignal;
}

/**
 * A user's working connection, opened: its kind, its account (the connected account, or the Workspace user given
 * at connection), and clients acting through it.
 */
export type GoogleConnection =
  | { kind: 'oauth'; email: string; client(request?: Pick<ClientRequest, 'signal'>): OAuth2Client }
  | { kind: 'service_account'; email: string; client(request?: ClientRequest): JWT };

export interface ConnectionSummary {
  connected: boolean;
  kind: GoogleConnectionKind | null;
  email: string | null;
  /** Why a stored connection no longer works, when it does not. */
  revokedReason: string | null;
}

export async function connectionSummary(db: Database, userId: string): Promise<ConnectionSummary> {
  const row = await findConnection(db, userId);
  if (!row) return { connected: false, kind: null, email: null, revokedReason: null };
  return { connected: !row.revokedReason, kind: row.kind, email: row.accountEmail, revokedReason: row.revokedReason };
}

/**
 * Finds the user's connection, opens its sealed secret and answers a factory of authorised clients: the one place
 * that turns a stored connection into Google clients (routes, the search runner and Vault all come here).
 */
export async function openConnection(deps: GoogleDependencies, userId: string): Promise<GoogleConnection> {
  const row = await findConnection(deps.db, userId);
  if (!row) throw new ConnectionUnavailable('not_connected');
  if (row.revokedReason) throw new ConnectionUnavailable('revoked');
  const secret = openSecret(deps.credentialsKey, row);
  if (row.kind === 'oauth') {
    return {
      kind: 'oauth',
      email: row.accountEmail,
      client: ({ signal } = {}) => oauthClient(deps.google, secret, { signal }),
    };
  }
  const key = JSON.parse(secret) as ServiceAccountKey;
  return {
    kind: 'service_account',
    email: row.accountEmail,
    client: ({ subject = row.accountEmail, scopes = SERVICE_ACCOUNT_SCOPES, signal } = {}) =>
      delegatedClient(deps.google, key, subject, scopes, { signal }),
  };
}

/**
 * Records that Google stopped accepting the user's credentials, when `error` says so: the connection then reads as
 * not connected, with the reason, so later calls fail fast instead of failing at Google every time.
 */
export async function recordRevocation(db: Database, userId: string, error: unknown): Promise<boolean> {
  if (!isRevocation(error)) return false;
  await markRevoked(db, userId, revocationReason(error));
  return true;
}
