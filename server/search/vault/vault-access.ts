import type { GoogleConfig } from '../../config';
import type { Database } from '../../db/database';
import { delegatedClient, VAULT_SCOPES, type ServiceAccountKey } from '../../google/google-clients';
import { findConnection, openSecret } from '../../modules/google/connections-repository';
import { SEARCH_MESSAGES } from '../messages';
import { SearchFailure } from '../search-failure';
import type { CallGoogle } from '../sources/found-document';
import { VaultClient } from './vault-client';

/** Vault as the Workspace user of the owner's service-account connection; personal accounts have no Vault. */
export async function vaultClientFor(
  deps: { db: Database; google: GoogleConfig; credentialsKey: Buffer; signal?: AbortSignal },
  ownerId: string,
  callGoogle: CallGoogle,
): Promise<VaultClient> {
  const connection = await findConnection(deps.db, ownerId);
  if (!connection || connection.revokedReason) throw new SearchFailure(SEARCH_MESSAGES.notConnected);
  if (connection.kind !== 'service_account') throw new SearchFailure(SEARCH_MESSAGES.vaultNeedsWorkspace);
  const key = JSON.parse(openSecret(deps.credentialsKey, connection)) as ServiceAccountKey;
  const auth = delegatedClient(deps.google, key, connection.accountEmail, VAULT_SCOPES, { signal: deps.signal });
  return new VaultClient(auth, callGoogle);
}
