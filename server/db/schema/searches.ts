import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContractAnalysis } from '../../analysis/analyze';
import type { SearchCriteriaBody } from '../../search/criteria';
import { bytea, jsonbList, ownedBy, uuidPrimaryKey } from './columns';

export const SEARCH_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

/** Where an item was found: a mail (and attachment) or a Drive file, in one account. */
export interface ItemLocation {
  source: 'gmail' | 'drive';
  account: string;
  /** Human-readable: "Gmail: <subject> (<account>)", "Drive: <name> (<account>)". */
  label: string;
  messageId?: string;
  attachmentId?: string;
  fileId?: string;
}

/**
 * A search and its job. The row is the job: a worker holds it through a lease it renews while it works, so a
 * crashed or stopped server's search is taken over by any instance once the lease runs out.
 */
export const searches = pgTable(
  'searches',
  {
    id: uuidPrimaryKey(),
    ownerId: ownedBy('owner_id'),
    description: text('description').notNull(),
    /** The validated criteria, as the client sent them. */
    criteria: jsonb('criteria').$type<SearchCriteriaBody>().notNull(),
    matterId: text('matter_id').notNull().default('direct-api'),
    status: text('status').$type<SearchStatus>().notNull().default('PROCESSING'),
    error: text('error'),
    /** A note for the user on a search that completed (e.g. the item cap was reached). */
    notice: text('notice'),
    itemsFound: integer('items_found').notNull().default(0),
    itemsAnalysed: integer('items_analysed').notNull().default(0),
    contractsFound: integer('contracts_found').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('searches_owner').on(table.ownerId), index('searches_runnable').on(table.status, table.leaseUntil)],
);

/**
 * One document a search found, with its bytes until the search expires (so storing it keeps the original). The
 * same bytes found again (another thread, account or a Drive copy) add a location instead of a second item.
 */
export const searchItems = pgTable(
  'search_items',
  {
    id: uuidPrimaryKey(),
    searchId: uuid('search_id')
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    ownerId: ownedBy('owner_id'),
    sha256: text('sha256').notNull(),
    source: text('source').$type<'gmail' | 'drive'>().notNull(),
    name: text('name').notNull(),
    subject: text('subject'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** When the mail was received or the file last modified. */
    itemDate: timestamp('item_date', { withTimezone: true }),
    locations: jsonbList<ItemLocation>('locations'),
    content: bytea('content').notNull(),
    /** The analysis result (fields and evidence), or null when the item could not be read. */
    analysis: jsonb('analysis').$type<ContractAnalysis>(),
    text: text('text'),
    isContract: boolean('is_contract').notNull().default(false),
    error: text('error'),
  },
  (table) => [uniqueIndex('search_items_search_sha').on(table.searchId, table.sha256)],
);

export type SearchRow = typeof searches.$inferSelect;
export type SearchItemRow = typeof searchItems.$inferSelect;
