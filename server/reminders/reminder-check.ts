import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';
import { rollForwardDue } from '../contracts/roll-forward';
import { todayIn } from '../lib/calendar-dates';
import type { Mailer } from './mailer';
import { dropStaleReminders, recordDueReminders, type Recorded } from './record-due';
import { sendDueDigests, type Sent } from './send-digests';

export interface ReminderCheck {
  db: Database;
  /** Absent when no SMTP server is configured: reminders are recorded and wait in the outbox. */
  mailer?: Mailer;
  appOrigin: string;
  now?: Date;
}

/**
 * Moves self-renewing contracts whose renewal date has passed to their next term, for every owner who has one:
 * reminders are about the next cancel-by date, even for owners who have not opened the app since.
 */
async function rollForwardEveryone(db: Database, now: Date): Promise<void> {
  const owners = rowsOf<{ owner_id: string; time_zone: string }>(
    await db.execute(sql`
      SELECT DISTINCT c.owner_id, u.time_zone
      FROM contracts c JOIN users u ON u.id = c.owner_id
      WHERE c.auto_renews AND c.renewal_term_months > 0
        AND c.renewal_date < (${now.toISOString()}::timestamptz AT TIME ZONE u.time_zone)::date`),
  );
  for (const owner of owners) await rollForwardDue(db, owner.owner_id, todayIn(owner.time_zone, now));
}

/** One check: terms rolled forward, due reminders recorded, stale ones dropped, digests sent (when e-mail is set up). */
export async function runReminderCheck(check: ReminderCheck): Promise<Recorded & Partial<Sent>> {
  const now = check.now ?? new Date();
  await rollForwardEveryone(check.db, now);
  const recorded = await recordDueReminders(check.db, now, Boolean(check.mailer));
  await dropStaleReminders(check.db);
  if (!check.mailer) return recorded;
  return { ...recorded, ...(await sendDueDigests(check.db, check.mailer, check.appOrigin, now)) };
}
