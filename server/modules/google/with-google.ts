import type { FastifyInstance } from 'fastify';
import { googleErrorOf } from '../../google/google-errors';
import {
  ConnectionUnavailable,
  openConnection,
  recordRevocation,
  type GoogleAuth,
} from '../../google/google-connection';
import { GOOGLE_MESSAGES } from '../../google/messages';
import { interactiveGoogle } from '../../google/retry';

/** The user's connection unusable, as the routes answer it: 400 with what to do. */
export function connectionRefusal(app: FastifyInstance, error: ConnectionUnavailable) {
  return app.httpErrors.badRequest(
    error.reason === 'not_connected' ? GOOGLE_MESSAGES.notConnected : GOOGLE_MESSAGES.revoked,
  );
}

/**
 * Runs a Google call for the signed-in user through their connection, retried by the one policy within the
 * interactive deadline. No connection is a 400; credentials Google stopped accepting are recorded and answer 400;
 * Google unreachable (or too slow) answers 502.
 */
export async function withGoogle<T>(
  app: FastifyInstance,
  userId: string,
  call: (auth: GoogleAuth) => Promise<T>,
): Promise<T> {
  const { signal, callGoogle } = interactiveGoogle();
  let auth: GoogleAuth;
  try {
    auth = (await openConnection(app.google, userId)).client({ signal });
  } catch (error) {
    if (error instanceof ConnectionUnavailable) throw connectionRefusal(app, error);
    throw error;
  }
  try {
    return await callGoogle(() => call(auth));
  } catch (error) {
    if (await recordRevocation(app.db, userId, error)) throw app.httpErrors.badRequest(GOOGLE_MESSAGES.revoked);
    app.log.warn({ google: googleErrorOf(error) }, 'Google call failed');
    throw app.httpErrors.badGateway(GOOGLE_MESSAGES.googleUnreachable);
  }
}
