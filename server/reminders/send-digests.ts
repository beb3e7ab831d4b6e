import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reminderDigests, reminderItems } from '../db/schema';
import { rowsOf } from '../db/rows';
import { daysBetween } from '../lib/calendar-dates';
import { digestMessage, type DigestItem } from './digest-message';
import type { Mailer } from './mailer';
import { DeliveryFailed } from './mailer';
import { oncePerDate } from './once-per-date';

/**
 * How long an instance holds the digests it claimed; past that, another instance sends them again. Long enough
 * for a batch to go out through a slow mail server (each connection times out within 15 s, each reply 30 s).
 */
export const CLAIM_MS = 10 * 60_000;
/** Digests claimed (and recorded as sent) at once. */
const BATCH = 20;
/** Back-off after a temporary refusal: 5 min, 10, 20, ... up to 6 hours. */
const retryDelayMs = (attempts: number) => Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);

export interface Sent {
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedDigest {
  id: string;
  recipient: string;
  local_day: string;
  attempts: number;
}

/**
 * Claims digests that are due to be sent (pending and due for an attempt, or claimed by an instance that stopped
 * before recording the outcome) and records the attempt, all before anything is sent. SKIP LOCKED: several
 * instances claim at once without taking the same digest.
 */
async function claimDigests(db: Database, now: Date): Promise<ClaimedDigest[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    UPDATE reminder_digests
       SET status = 'sending', attempts = attempts + 1,
           claimed_until = ${at}::timestamptz + make_interval(secs => ${CLAIM_MS / 1000})
     WHERE id IN (SELECT id FROM reminder_digests
                   WHERE (status = 'pending' AND next_attempt_at <= ${at}::timestamptz)
                      OR (status = 'sending' AND claimed_until < ${at}::timestamptz)
                   ORDER BY next_attempt_at
                   LIMIT ${BATCH}
                   FOR UPDATE SKIP LOCKED)
 RETURNING id, recipient, local_day::text AS local_day, attempts`);
  return rowsOf<ClaimedDigest>(result);
}

/** The Message-ID of a digest: the same on every attempt, so a digest sent twice is one message to its reader. */
export function digestMessageId(digestId: string, appOrigin: string): string {
  return `<reminders.${digestId}@${new URL(appOrigin).hostname}>`;
}

/** The items of each digest, as its message lists them. */
async function itemsOf(db: Database, digestIds: string[]): Promise<Map<string, DigestItem[]>> {
  const rows = await db.select().from(reminderItems).where(inArray(reminderItems.digestId, digestIds));
  const byDigest = new Map<string, DigestItem[]>();
  for (const row of oncePerDate(rows)) {
    byDigest.set(row.digestId, [
      ...(byDigest.get(row.digestId) ?? []),
      {
        contractId: row.contractId,
        contractName: row.contractName,
        kind: row.kind,
        dueDate: row.dueDate,
        daysLeft: 0,
        amount: row.amount,
        currency: row.currency,
        late: row.late,
      },
    ]);
  }
  return byDigest;
}

/**
 * Sends every digest that is due, each once: the attempt is recorded before sending; a temporary refusal (SMTP
 * 4xx, the server unreachable) is tried again at a later check; a permanent one is recorded with its reason. An
 * instance killed between sending and recording leaves the digest claimed; once the claim runs out it is sent
 * again with the same Message-ID, so the recipient's mail system shows it once.
 */
export async function sendDueDigests(db: Database, mailer: Mailer, appOrigin: string, now: Date): Promise<Sent> {
  const outcome: Sent = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDigests(db, now);
    if (claimed.length === 0) return outcome;
    const items = await itemsOf(
      db,
      claimed.map((digest) => digest.id),
    );
    // Sent digests are recorded together, one statement a batch; a refusal is recorded as it comes.
    const sent: string[] = [];
    for (const digest of claimed) {
      const due = (items.get(digest.id) ?? []).map((item) => ({
        ...item,
        daysLeft: daysBetween(digest.local_day, item.dueDate),
      }));
      if (await sendOne(db, mailer, appOrigin, now, digest, due, outcome)) sent.push(digest.id);
    }
    if (sent.length > 0) {
      await db
        .update(reminderDigests)
        .set({ status: 'sent', sentAt: new Date(), lastError: null, claimedUntil: null })
        .where(and(inArray(reminderDigests.id, sent), eq(reminderDigests.status, 'sending')));
    }
  }
}

/** Sends one claimed digest; answers whether it went out (a refusal is recorded here, a success by the caller). */
async function sendOne(
  db: Database,
  mailer: Mailer,
  appOrigin: string,
  now: Date,
  digest: ClaimedDigest,
  items: DigestItem[],
  outcome: Sent,
): Promise<boolean> {
  const mine = and(eq(reminderDigests.id, digest.id), eq(reminderDigests.status, 'sending'));
  if (items.length === 0) {
    await db.delete(reminderDigests).where(mine);
    return false;
  }
  try {
    await mailer.send({
      to: digest.recipient,
      messageId: digestMessageId(digest.id, appOrigin),
      ...digestMessage(items, appOrigin),
    });
  } catch (error) {
    const failure = error instanceof DeliveryFailed ? error : new DeliveryFailed(String(error), true);
    if (failure.temporary) {
      outcome.retrying++;
      await db
        .update(reminderDigests)
        .set({
          status: 'pending',
          lastError: failure.message,
          claimedUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(digest.attempts)),
        })
        .where(mine);
    } else {
      outcome.failed++;
      await db
        .update(reminderDigests)
        .set({ status: 'failed', lastError: failure.message, claimedUntil: null })
        .where(mine);
    }
    return false;
  }
  outcome.sent++;
  return true;
}
