import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { googleConnections, type GoogleConnectionKind, type GoogleConnectionRow } from '../db/schema';
import { open, seal } from '../lib/secret-box';

export async function findConnection(db: Database, userId: string): Promise<GoogleConnectionRow | undefined> {
  const [row] = await db.select().from(googleConnections).where(eq(googleConnections.userId, userId));
  return row;
}

/** Stores (or replaces) the user's connection; the secret is sealed with the credentials key first. */
export async function saveConnection(
  db: Database,
  key: Buffer,
  userId: string,
  connection: { kind: GoogleConnectionKind; accountEmail: string; secret: string },
): Promise<void> {
  const values = {
    kind: connection.kind,
    accountEmail: connection.accountEmail,
    encryptedSecret: seal(key, connection.secret, userId),
    revokedReason: null,
    updatedAt: new Date(),
  };
  await db
    .insert(googleConnections)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: googleConnections.userId, set: values });
}

export function openSecret(key: Buffer, row: GoogleConnectionRow): string {
  return open(key, row.encryptedSecret, row.userId);
}

export async function markRevoked(db: Database, userId: string, reason: string): Promise<void> {
  await db
    .update(googleConnections)
    .set({ revokedReason: reason, updatedAt: new Date() })
    .where(eq(googleConnections.userId, userId));
}

export async function deleteConnection(db: Database, userId: string): Promise<void> {
  await db.delete(googleConnections).where(eq(googleConnections.userId, userId));
}
