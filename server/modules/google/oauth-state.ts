import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance as App } from 'fastify';
import { oauthStates } from '../../db/schema';

const STATE_AUDIENCE = 'google-oauth-state';
const STATE_TTL_SECONDS = 10 * 60;

/** A signed, short-lived `state` bound to the user, recorded so that it can be used once only. */
export async function issueState(app: App, userId: string): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  await app.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await app.db
    .insert(oauthStates)
    .values({ nonce, userId, expiresAt: new Date(Date.now() + STATE_TTL_SECONDS * 1000) });
  return app.jwt.sign({ sub: userId, nonce } as { sub: string }, { aud: STATE_AUDIENCE, expiresIn: STATE_TTL_SECONDS });
}

/** The user a `state` was issued to, consuming it; undefined for a forged, expired or replayed state. */
export async function consumeState(app: App, state: string): Promise<string | undefined> {
  let claims: { sub: string; nonce?: string };
  try {
    claims = app.jwt.verify<{ sub: string; nonce?: string }>(state, { allowedAud: STATE_AUDIENCE });
  } catch {
    return undefined;
  }
  if (!claims.nonce) return undefined;
  const used = await app.db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oauthStates.nonce, claims.nonce),
        eq(oauthStates.userId, claims.sub),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oauthStates.userId });
  return used[0]?.userId;
}
