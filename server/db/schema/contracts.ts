import {
  bigserial,
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
import { bytea, createdAt, jsonbList, jsonbObject, ownedBy, uuidPrimaryKey } from './columns';

export const CONTRACT_SOURCES = ['gmail', 'drive', 'vault', 'upload'] as const;
export type ContractSource = (typeof CONTRACT_SOURCES)[number];

export const REVIEW_STATES = ['needs_review', 'reviewed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Who gave a field its value: the analysis, or a person (who corrected or confirmed it). */
export type FieldSource = 'analysis' | 'person';

export const contracts = pgTable(
  'contracts',
  {
    id: uuidPrimaryKey(),
    ownerId: ownedBy('owner_id'),
    name: text('name').notNull(),
    /** Four places (amountForStorage): a price per unit as read ("$0.129 per kWh", "€0,0875") is kept, not made 0.13. */
    contractValue: numeric('contract_value', { precision: 18, scale: 4 }),
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
    parties: jsonbList<string>('parties'),
    /** The sentence each detected field came from. */
    evidence: jsonbObject<Record<string, string>>('evidence'),
    /** How sure the analysis was of each field it read, 0 to 1. */
    confidence: jsonbObject<Record<string, number>>('confidence'),
    /** Fields whose value a person gave (absent: the analysis's). */
    fieldSources: jsonbObject<Record<string, FieldSource>>('field_sources'),
    reviewState: text('review_state').$type<ReviewState>().notNull().default('needs_review'),
    /** The day renewals are counted from (the end of the initial term), so rolling forward never drifts. */
    termAnchor: date('term_anchor', { mode: 'string' }),
    /** Where the source can be opened (a Gmail message, a Drive file), when Google gives one. */
    sourceUrl: text('source_url'),
    /** The term a person marked handled (its renewal date, else its cancel-by date): no reminders for it. */
    handledFor: date('handled_for', { mode: 'string' }),
    /** Bumped by every change: the record's ETag, checked against If-Match. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').$type<ContractSource>().notNull(),
    /** The source's own identity (message + attachment, file id, ...): a second upload of it is a duplicate. */
    sourceKey: text('source_key').notNull(),
    sourceLocation: text('source_location'),
    createdAt: createdAt(),
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

/**
 * Every change of a contract, appended and never rewritten (a trigger refuses updates): who or what changed which
 * field, from what, to what, when.
 */
export const contractHistory = pgTable(
  'contract_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'analysis', 'upload', 'search', 'system' (a term rolled forward, a date derived), or a person's e-mail. */
    actor: text('actor').notNull(),
    field: text('field').notNull(),
    fromValue: jsonb('from_value').$type<unknown>(),
    toValue: jsonb('to_value').$type<unknown>(),
  },
  (table) => [index('contract_history_contract').on(table.contractId, table.id)],
);

export type ContractRow = typeof contracts.$inferSelect;
export type ContractHistoryRow = typeof contractHistory.$inferSelect;
export type NewContractRow = typeof contracts.$inferInsert;
