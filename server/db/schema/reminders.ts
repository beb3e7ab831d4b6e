import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contracts } from './contracts';
import { createdAt, onePerUser, ownedBy, uuidPrimaryKey } from './columns';

/** The kinds of date a reminder is about. */
export const REMINDER_KINDS = ['cancel_by', 'renewal'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * A user's reminder settings. No row means the defaults (see server/reminders/settings.ts); the time zone is the
 * user's own (users.time_zone), which also decides their "today" everywhere else.
 */
export const reminderSettings = pgTable('reminder_settings', {
  userId: onePerUser(),
  enabled: boolean('enabled').notNull(),
  /** Days before a date to remind, distinct, 0 to 365. */
  leadDays: integer('lead_days').array().notNull(),
  recipients: text('recipients').array().notNull(),
  /** Hour of the day (0-23, in the user's time zone) from which the day's digest goes out. */
  sendHour: integer('send_hour').notNull(),
  cancelBy: boolean('cancel_by').notNull(),
  renewal: boolean('renewal').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const DIGEST_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type DigestStatus = (typeof DIGEST_STATUSES)[number];

/**
 * One e-mail to one recipient for one day of the user's: recorded (with its items) before it is sent, so a
 * restart resends it (with the same Message-ID) instead of losing or duplicating it.
 */
export const reminderDigests = pgTable(
  'reminder_digests',
  {
    id: uuidPrimaryKey(),
    userId: ownedBy('user_id'),
    recipient: text('recipient').notNull(),
    /** The user's calendar day the digest is for. */
    localDay: date('local_day', { mode: 'string' }).notNull(),
    status: text('status').$type<DigestStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt did not deliver (a refusal, or that e-mail is not configured). */
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While sending: until when the claiming instance holds it; past that, another instance sends it again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reminder_digests_one_a_day').on(table.userId, table.recipient, table.localDay),
    index('reminder_digests_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
  ],
);

/**
 * One reminder: a contract's date, one lead time, one recipient. The unique key is what makes a reminder go out
 * once: a changed date is a new key (re-armed), a reminder already recorded is never recorded again. What the
 * digest shows of the contract is kept here, so a digest sent again reads the same.
 */
export const reminderItems = pgTable(
  'reminder_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    digestId: uuid('digest_id')
      .notNull()
      .references(() => reminderDigests.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    leadDays: integer('lead_days').notNull(),
    recipient: text('recipient').notNull(),
    /** The day it fell due was before the day it went into a digest (a check was missed). */
    late: boolean('late').notNull().default(false),
    contractName: text('contract_name').notNull(),
    /** Four places (amountForStorage): a price per unit as read ("$0.129 per kWh", "€0,0875") is kept, not made 0.13. */
    amount: numeric('amount', { precision: 18, scale: 4 }),
    currency: text('currency'),
  },
  (table) => [
    uniqueIndex('reminder_items_once').on(table.contractId, table.kind, table.dueDate, table.leadDays, table.recipient),
    index('reminder_items_digest').on(table.digestId),
  ],
);

/**
 * A user's calendar feed. Its URL's secret is derived from the nonce with a server key (so the URL can be shown
 * again) and kept only as a SHA-256 hash for look-up: the database alone does not give it away. Rotating draws a
 * new nonce.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: onePerUser(),
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

export type ReminderDigestRow = typeof reminderDigests.$inferSelect;
export type ReminderItemRow = typeof reminderItems.$inferSelect;
