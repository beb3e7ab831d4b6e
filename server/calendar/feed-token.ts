import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { calendarFeeds } from '../db/schema';

/** The feed URL's secret: 256 bits, derived from a random 128-bit nonce with the server's key. */
function tokenFor(key: string, userId: string, nonce: string): string {
  return createHmac('sha256', key).update(`calendar-feed:${userId}:${nonce}`).digest('base64url');
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user's feed token, created on first use. */
export async function feedToken(db: Database, key: string, userId: string): Promise<string> {
  const [existing] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (existing) return tokenFor(key, userId, existing.nonce);
  const nonce = randomBytes(16).toString('base64url');
  const token = tokenFor(key, userId, nonce);
  const [created] = await db
    .insert(calendarFeeds)
    .values({ userId, nonce, tokenHash: hashOf(token) })
    .onConflictDoNothing()
    .returning();
  // Two first uses at once: the one that was stored wins.
  return created ? token : feedToken(db, key, userId);
}

/** A new token for the user's feed: the old URL stops working at once. */
export async function rotateFeedToken(db: Database, key: string, userId: string): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  const token = tokenFor(key, userId, nonce);
  const values = { nonce, tokenHash: hashOf(token), createdAt: new Date() };
  await db
    .insert(calendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return token;
}

/** Whose feed a token opens, or undefined for an unknown or rotated one. */
export async function feedOwner(db: Database, token: string): Promise<string | undefined> {
  const hash = hashOf(token);
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hash));
  // The look-up is by hash; the comparison after it keeps the check constant-time all the same.
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash))) return undefined;
  return row.userId;
}
