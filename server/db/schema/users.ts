import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and case-folded at the edge, so uniqueness is case-insensitive. */
  email: text('email').notNull().unique(),
  /** argon2id PHC string; the password itself is never stored. */
  passwordHash: text('password_hash').notNull(),
  /** Bumped in the same transaction as every change to the user's contracts: the list's ETag. */
  contractsRevision: bigint('contracts_revision', { mode: 'number' }).notNull().default(0),
  /** IANA time zone: where the user's "today" is (dates roll forward, reminders fall due). */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
