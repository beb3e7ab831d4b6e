import { DIRECTORY_SCOPE } from '../google/google-clients';
import {
  ConnectionUnavailable,
  openConnection,
  type GoogleAuth,
  type GoogleConnection,
  type GoogleDependencies,
} from '../google/google-connection';
import { isTransient, type CallGoogle } from '../google/retry';
import { SEARCH_MESSAGES } from './messages';
import type { SearchPlan } from './search-plan';
import { workspaceUsers } from './sources/directory-source';
import { SearchFailure } from './search-failure';

export interface SearchAccount {
  email: string;
  auth: GoogleAuth;
}

/** The owner's connection, opened for a search; a missing or revoked one fails the search with the reason. */
export async function searchConnection(deps: GoogleDependencies, ownerId: string): Promise<GoogleConnection> {
  try {
    return await openConnection(deps, ownerId);
  } catch (error) {
    if (error instanceof ConnectionUnavailable) throw new SearchFailure(SEARCH_MESSAGES.notConnected);
    throw error;
  }
}

/**
 * The accounts a search reads and a client for each: the connected account for a personal connection; for a
 * Workspace, the listed users or every user of the directory, each through domain-wide delegation.
 */
export async function searchAccounts(
  connection: GoogleConnection,
  plan: SearchPlan,
  callGoogle: CallGoogle,
  signal?: AbortSignal,
): Promise<SearchAccount[]> {
  if (connection.kind === 'oauth') return [{ email: connection.email, auth: connection.client({ signal }) }];
  let emails = plan.accounts;
  if (!emails) {
    try {
      emails = await workspaceUsers(connection.client({ scopes: [DIRECTORY_SCOPE], signal }), callGoogle);
    } catch (error) {
      if (isTransient(error)) throw error;
      throw new SearchFailure(SEARCH_MESSAGES.directoryDenied, { cause: error });
    }
  }
  return emails.map((email) => ({ email, auth: connection.client({ subject: email, signal }) }));
}
