import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Whether the database knows `zone` too. Every user's zone goes into queries (`AT TIME ZONE`) that work for all
 * users at once, so a zone the browser's Intl knows but the database does not would stop them for everyone.
 */
export async function databaseKnowsTimeZone(db: Database, zone: string): Promise<boolean> {
  try {
    await db.execute(sql`SELECT now() AT TIME ZONE ${zone}`);
    return true;
  } catch {
    return false;
  }
}
