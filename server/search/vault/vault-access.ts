import { VAULT_SCOPES } from '../../google/google-clients';
import type { GoogleDependencies } from '../../google/google-connection';
import type { CallGoogle } from '../../google/retry';
import { SEARCH_MESSAGES } from '../messages';
import { SearchFailure } from '../search-failure';
import { searchConnection } from '../search-accounts';
import { VaultClient } from './vault-client';

/** Vault as the Workspace user of the owner's service-account connection; personal accounts have no Vault. */
export async function vaultClientFor(
  deps: GoogleDependencies,
  ownerId: string,
  callGoogle: CallGoogle,
  signal?: AbortSignal,
): Promise<VaultClient> {
  const connection = await searchConnection(deps, ownerId);
  if (connection.kind !== 'service_account') throw new SearchFailure(SEARCH_MESSAGES.vaultNeedsWorkspace);
  return new VaultClient(connection.client({ scopes: VAULT_SCOPES, signal }), callGoogle);
}
