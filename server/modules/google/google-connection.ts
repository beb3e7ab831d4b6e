import type { JWT, OAuth2Client } from 'google-auth-library';
import type { App } from '../../app';
import { delegatedClient, oauthClient, type ServiceAccountKey } from '../../google/google-clients';
import { googleErrorOf, isRevocation, revocationReason } from '../../google/google-errors';
import { findConnection, markRevoked, openSecret } from './connections-repository';
import { GOOGLE_MESSAGES } from './messages';

export interface ConnectionSummary {
  connected: boolean;
  kind: 'oauth' | 'service_account' | null;
  /** The connected account (OAuth) or Workspace user (service account). */
  email: string | null;
  /** Why a stored connection no longer works, when it does not. */
  revokedReason: string | null;
}

export async function connectionSummary(app: App, userId: string): Promise<ConnectionSummary> {
  const row = await findConnection(app.db, userId);
  if (!row) return { connected: false, kind: null, email: null, revokedReason: null };
  return {
    connected: !row.revokedReason,
    kind: row.kind,
    email: row.accountEmail,
    revokedReason: row.revokedReason,
  };
}

/** An authorised Google client for the user's working connection; 400 when there is none. */
export async function authorisedClient(app: App, userId: string): Promise<{ auth: OAuth2Client | JWT; email: string }> {
  const row = await findConnection(app.db, userId);
  if (!row) throw app.httpErrors.badRequest(GOOGLE_MESSAGES.notConnected);
  if (row.revokedReason) throw app.httpErrors.badRequest(GOOGLE_MESSAGES.revoked);
  const secret = openSecret(app.secrets.credentialsKey, row);
  const auth =
    row.kind === 'oauth'
      ? oauthClient(app.config.google, secret)
      : delegatedClient(app.config.google, JSON.parse(secret) as ServiceAccountKey, row.accountEmail);
  return { auth, email: row.accountEmail };
}

/**
 * Runs a Google call for the user. Credentials Google no longer accepts turn the connection into "not connected"
 * with the reason, so later calls fail fast with a clear message instead of failing at Google every time.
 */
export async function withGoogle<T>(
  app: App,
  userId: string,
  call: (auth: OAuth2Client | JWT) => Promise<T>,
): Promise<T> {
  const { auth } = await authorisedClient(app, userId);
  try {
    return await call(auth);
  } catch (error) {
    if (isRevocation(error)) {
      await markRevoked(app.db, userId, revocationReason(error));
      throw app.httpErrors.badRequest(GOOGLE_MESSAGES.revoked);
    }
    app.log.warn({ google: googleErrorOf(error) }, 'Google call failed');
    throw app.httpErrors.badGateway(GOOGLE_MESSAGES.googleUnreachable);
  }
}
