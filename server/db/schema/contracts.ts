import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { users } from './users';

export const CONTRACT_SOURCES = ['gmail', 'drive', 'vault', 'upload'] as const;
export type ContractSource = (typeof CONTRACT_SOURCES)[number];

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contractValue: numeric('contract_value', { precision: 16, scale: 2 }),
    currency: text('currency'),
    /** Calendar dates (no time, no zone): a renewal on the 1st is on the 1st everywhere. */
    renewalDate: date('renewal_date', { mode: 'string' }),
    effectiveDate: date('effective_date', { mode: 'string' }),
    expirationDate: date('expiration_date', { mode: 'string' }),
    cancelByDate: date('cancel_by_date', { mode: 'string' }),
    /** The term has no end date ("perpetual", "until terminated"). */
    perpetual: boolean('perpetual').notNull().default(false),
    autoRenews: boolean('auto_renews'),
    renewalTermMonths: integer('renewal_term_months'),
    noticePeriodDays: integer('notice_period_days'),
    parties: jsonb('parties')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The sentence each detected field came from. */
    evidence: jsonb('evidence')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    source: text('source').$type<ContractSource>().notNull(),
    /** The source's own identity (message + attachment, file id, ...): a second upload of it is a duplicate. */
    sourceKey: text('source_key').notNull(),
    sourceLocation: text('source_location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contracts_owner_source_key').on(table.ownerId, table.sourceKey),
    index('contracts_owner_renewal').on(table.ownerId, table.renewalDate),
  ],
);

/** The original bytes of a contract, so download works after the mail or file is gone. */
export const contractFiles = pgTable('contract_files', {
  contractId: uuid('contract_id')
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sha256: text('sha256').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  /** Extracted text, kept for rendering non-PDF originals as PDF. */
  text: text('text'),
});

export type ContractRow = typeof contracts.$inferSelect;
export type NewContractRow = typeof contracts.$inferInsert;
