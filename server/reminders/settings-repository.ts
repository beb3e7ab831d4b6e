import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reminderSettings, users } from '../db/schema';
import { defaultSettings, type ReminderSettings } from './settings';

export async function readSettings(db: Database, userId: string): Promise<ReminderSettings | undefined> {
  const [row] = await db
    .select({ email: users.email, timeZone: users.timeZone, saved: reminderSettings })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  if (!row.saved) return defaultSettings(row);
  const { enabled, leadDays, recipients, sendHour, cancelBy, renewal } = row.saved;
  return { enabled, leadDays, recipients, timeZone: row.timeZone, sendHour, cancelBy, renewal };
}

/** Saves valid, normalised settings; the time zone is the user's own and moves their "today" everywhere. */
export async function writeSettings(db: Database, userId: string, settings: ReminderSettings): Promise<void> {
  const { timeZone, ...saved } = settings;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ timeZone }).where(eq(users.id, userId));
    await tx
      .insert(reminderSettings)
      .values({ userId, ...saved, updatedAt: new Date() })
      .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...saved, updatedAt: new Date() } });
  });
}
