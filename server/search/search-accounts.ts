import type { JWT, OAuth2Client } from 'google-auth-library';
import type { GoogleConfig } from '../config';
import type { Database } from '../db/database';
import {
  DIRECTORY_SCOPE,
  SERVICE_ACCOUNT_SCOPES,
  delegatedClient,
  oauthClient,
  type ServiceAccountKey,
} from '../google/google-clients';
import { findConnection, openSecret } from '../modules/google/connections-repository';
import { SEARCH_MESSAGES } from './messages';
import type { SearchPlan } from './search-plan';
import { workspaceUsers } from './sources/directory-source';
import type { CallGoogle } from './sources/found-document';
import { SearchFailure } from './search-failure';
import { isTransient } from '../google/retry';

export interface SearchAccount {
  email: string;
  auth: OAuth2Client | JWT;
}

/**
 * The accounts a search reads and a client for each: the connected account for a personal connection; for a
 * Workspace, the listed users or every user of the directory, each through domain-wide delegation.
 */
export async function searchAccounts(
  deps: { db: Database; google: GoogleConfig; credentialsKey: Buffer; signal?: AbortSignal },
  ownerId: string,
  plan: SearchPlan,
  callGoogle: CallGoogle,
): Promise<SearchAccount[]> {
  const connection = await findConnection(deps.db, ownerId);
  if (!connection || connection.revokedReason) throw new SearchFailure(SEARCH_MESSAGES.notConnected);
  const secret = openSecret(deps.credentialsKey, connection);
  const options = { signal: deps.signal };
  if (connection.kind === 'oauth') {
    return [{ email: connection.accountEmail, auth: oauthClient(deps.google, secret, options) }];
  }
  const key = JSON.parse(secret) as ServiceAccountKey;
  let emails = plan.accounts;
  if (!emails) {
    const directory = delegatedClient(deps.google, key, connection.accountEmail, [DIRECTORY_SCOPE], options);
    try {
      emails = await workspaceUsers(directory, callGoogle);
    } catch (error) {
      if (isTransient(error)) throw error;
      throw new SearchFailure(SEARCH_MESSAGES.directoryDenied, { cause: error });
    }
  }
  return emails.map((email) => ({
    email,
    auth: delegatedClient(deps.google, key, email, SERVICE_ACCOUNT_SCOPES, options),
  }));
}
