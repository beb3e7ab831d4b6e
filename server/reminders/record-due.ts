import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';
import { REMINDER_MESSAGES } from './messages';
import { DEFAULT_LEAD_DAYS, DEFAULT_SEND_HOUR } from './settings';

/** What one pass of recording did. */
export interface Recorded {
  digests: number;
  items: number;
}

/**
 * Records every reminder that is due at `now`, in one statement: for each user whose send hour has come in their
 * time zone, each (contract, kind of date, date, lead time, recipient) whose date minus the lead time has been
 * reached and whose date has not passed, that was never recorded before, goes into the recipient's digest for the
 * user's today (one a day at most). Reminders missed while no check ran are still due, and marked late when the
 * contract already existed on the day they fell due. Another instance running the same statement at the same
 * time records nothing twice: the digest's unique day and the reminder's unique key decide.
 */
export async function recordDueReminders(db: Database, now: Date, smtpConfigured: boolean): Promise<Recorded> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    WITH settings AS (
      SELECT u.id AS user_id,
             (${at}::timestamptz AT TIME ZONE u.time_zone) AS local_now,
             u.time_zone,
             coalesce(rs.lead_days, ${sql.raw(`ARRAY[${DEFAULT_LEAD_DAYS.join(',')}]`)}::integer[]) AS lead_days,
             coalesce(rs.recipients, ARRAY[u.email]) AS recipients,
             coalesce(rs.cancel_by, true) AS cancel_by,
             coalesce(rs.renewal, true) AS renewal
      FROM users u LEFT JOIN reminder_settings rs ON rs.user_id = u.id
      WHERE coalesce(rs.enabled, true)
        AND extract(hour FROM (${at}::timestamptz AT TIME ZONE u.time_zone)) >= coalesce(rs.send_hour, ${DEFAULT_SEND_HOUR})
    ),
    due AS (
      SELECT s.user_id, s.local_now::date AS today, c.id AS contract_id, d.kind, d.due_date, l.lead, r.recipient,
             c.name, c.contract_value, c.currency,
             (d.due_date - l.lead) < s.local_now::date
               AND (c.created_at AT TIME ZONE s.time_zone)::date <= (d.due_date - l.lead) AS late
      FROM settings s
      JOIN contracts c ON c.owner_id = s.user_id
      CROSS JOIN LATERAL (VALUES ('cancel_by', c.cancel_by_date, s.cancel_by), ('renewal', c.renewal_date, s.renewal))
        AS d(kind, due_date, wanted)
      CROSS JOIN LATERAL unnest(s.lead_days) AS l(lead)
      CROSS JOIN LATERAL unnest(s.recipients) AS r(recipient)
      WHERE (c.cancel_by_date BETWEEN s.local_now::date AND s.local_now::date + 365
             OR c.renewal_date BETWEEN s.local_now::date AND s.local_now::date + 365)
        AND d.wanted AND d.due_date IS NOT NULL
        AND d.due_date >= s.local_now::date AND d.due_date - l.lead <= s.local_now::date
        AND c.handled_for IS DISTINCT FROM coalesce(c.renewal_date, c.cancel_by_date)
        AND NOT EXISTS (
          SELECT 1 FROM reminder_items ri
          WHERE ri.contract_id = c.id AND ri.kind = d.kind AND ri.due_date = d.due_date
            AND ri.lead_days = l.lead AND ri.recipient = r.recipient)
        AND NOT EXISTS (
          SELECT 1 FROM reminder_digests rd
          WHERE rd.user_id = s.user_id AND rd.recipient = r.recipient AND rd.local_day = s.local_now::date)
    ),
    digests AS (
      INSERT INTO reminder_digests (user_id, recipient, local_day, last_error, next_attempt_at, created_at)
      SELECT DISTINCT user_id, recipient, today, ${smtpConfigured ? null : REMINDER_MESSAGES.undelivered}::text,
             ${at}::timestamptz, ${at}::timestamptz
      FROM due
      ON CONFLICT DO NOTHING
      RETURNING id, user_id, recipient, local_day
    ),
    items AS (
      INSERT INTO reminder_items
        (digest_id, contract_id, kind, due_date, lead_days, recipient, late, contract_name, amount, currency)
      SELECT dg.id, due.contract_id, due.kind, due.due_date, due.lead, due.recipient, due.late,
             due.name, due.contract_value, due.currency
      FROM due JOIN digests dg
        ON dg.user_id = due.user_id AND dg.recipient = due.recipient AND dg.local_day = due.today
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM digests)::int AS digests, (SELECT count(*) FROM items)::int AS items
  `);
  return rowsOf<Recorded>(result)[0];
}

/**
 * Drops from digests not yet sent the reminders that no longer hold: the contract was deleted, its date changed
 * (the new date has reminders of its own) or it was marked handled for this term; digests left empty go too.
 */
export async function dropStaleReminders(db: Database): Promise<void> {
  await db.execute(sql`
    DELETE FROM reminder_items ri USING reminder_digests rd
    WHERE ri.digest_id = rd.id AND rd.status = 'pending'
      AND NOT EXISTS (
        SELECT 1 FROM contracts c
        WHERE c.id = ri.contract_id
          AND (CASE ri.kind WHEN 'cancel_by' THEN c.cancel_by_date ELSE c.renewal_date END) = ri.due_date
          AND c.handled_for IS DISTINCT FROM coalesce(c.renewal_date, c.cancel_by_date))
  `);
  await db.execute(sql`
    DELETE FROM reminder_digests rd
    WHERE rd.status = 'pending' AND NOT EXISTS (SELECT 1 FROM reminder_items ri WHERE ri.digest_id = rd.id)
  `);
}
