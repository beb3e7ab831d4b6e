import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';

/** Inserts a user; answers undefined when the (normalised) e-mail address is taken. */
export async function insertUser(
  db: Database,
  user: { email: string; passwordHash: string; timeZone: string },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
