import { and, asc, count, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { ContractAnalysis } from '../analysis/analyze';
import type { Database } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { searches, searchItems, type ItemLocation, type SearchRow, type SearchStatus } from '../db/schema';
import type { SearchCriteriaBody } from './criteria';

export interface Progress {
  itemsFound: number;
  itemsAnalysed: number;
  contractsFound: number;
}

export async function createSearch(
  db: Database,
  ownerId: string,
  values: { description: string; criteria: SearchCriteriaBody; matterId?: string },
): Promise<SearchRow> {
  const [row] = await db
    .insert(searches)
    .values({ ownerId, ...values })
    .returning();
  return row;
}

/** The owner's search; undefined for anyone else's, so ids reveal nothing across users. */
export async function findSearch(db: Database, ownerId: string, id: string): Promise<SearchRow | undefined> {
  const [row] = await db
    .select()
    .from(searches)
    .where(and(eq(searches.id, id), eq(searches.ownerId, ownerId)));
  return row;
}

export async function countRunning(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(searches)
    .where(and(eq(searches.ownerId, ownerId), eq(searches.status, 'PROCESSING')));
  return Number(row.n);
}

/**
 * Takes the oldest runnable search (no lease, or a lease that ran out) for `worker`. SKIP LOCKED lets several
 * instances claim at once without waiting on each other or taking the same search. The row comes back from the claim
 * itself: read afterwards, it could already be another worker's (a lease given up and taken in between), and this one
 * would then run it under that worker's lease.
 */
export async function claimNextSearch(db: Database, worker: string, leaseMs: number): Promise<SearchRow | undefined> {
  const [row] = await db
    .update(searches)
    .set({
      leaseOwner: worker,
      leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      attempts: sql`${searches.attempts} + 1`,
    })
    .where(
      sql`${searches.id} = (SELECT id FROM searches
                             WHERE status = 'PROCESSING' AND (lease_until IS NULL OR lease_until < now())
                             ORDER BY created_at
                             LIMIT 1
                             FOR UPDATE SKIP LOCKED)`,
    )
    .returning();
  return row;
}

const heldBy = (id: string, worker: string) =>
  and(eq(searches.id, id), eq(searches.leaseOwner, worker), eq(searches.status, 'PROCESSING'));

/** Extends the lease and records progress; false when the worker no longer holds the search. */
export async function renewLease(
  db: Database,
  id: string,
  worker: string,
  leaseMs: number,
  progress: Progress,
): Promise<boolean> {
  const rows = await db
    .update(searches)
    .set({ ...progress, leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(heldBy(id, worker))
    .returning({ id: searches.id });
  return rows.length > 0;
}

/** A fresh start for a new attempt: what an interrupted attempt stored is discarded and found again. */
export async function resetSearch(db: Database, id: string, worker: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchItems).where(eq(searchItems.searchId, id));
    await tx.update(searches).set({ itemsFound: 0, itemsAnalysed: 0, contractsFound: 0 }).where(heldBy(id, worker));
  });
}

/** Ends a search; false when the worker had lost it (another instance finishes it instead). */
export async function finishSearch(
  db: Database,
  id: string,
  worker: string | null,
  outcome: {
    status: Exclude<SearchStatus, 'PROCESSING'>;
    error?: string | null;
    notice?: string | null;
    progress?: Progress;
  },
): Promise<boolean> {
  const rows = await db
    .update(searches)
    .set({
      status: outcome.status,
      error: outcome.error ?? null,
      notice: outcome.notice ?? null,
      ...outcome.progress,
      leaseOwner: null,
      leaseUntil: null,
      finishedAt: new Date(),
    })
    .where(worker ? heldBy(id, worker) : and(eq(searches.id, id), eq(searches.status, 'PROCESSING')))
    .returning({ id: searches.id });
  return rows.length > 0;
}

/** Hands a search back (server stopping): another instance may take it at once. */
export async function releaseSearch(db: Database, id: string, worker: string): Promise<void> {
  await db.update(searches).set({ leaseOwner: null, leaseUntil: null }).where(heldBy(id, worker));
}

export interface NewItem {
  searchId: string;
  ownerId: string;
  sha256: string;
  source: 'gmail' | 'drive';
  name: string;
  subject: string | null;
  fileName: string;
  mimeType: string;
  size: number;
  itemDate: Date | null;
  location: ItemLocation;
  content: Buffer;
}

/** What the analysis of an item found, or why it could not be read. */
export interface ItemAnalysis {
  analysis: ContractAnalysis | null;
  text: string | null;
  isContract: boolean;
  error: string | null;
}

/**
 * A value given when a prepared statement runs, handed to the driver as it is: drizzle's column encoders are not
 * safe on placeholders (a null timestamp throws, a null jsonb becomes JSON null), so JSON goes in as text.
 */
const param = (name: string) => sql`${sql.placeholder(name)}`;
const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

const earlier = sql`excluded.item_date < ${searchItems.itemDate}`;
const storeItemStatement = preparedPerDatabase((db) =>
  db
    .insert(searchItems)
    .values({
      searchId: param('searchId'),
      ownerId: param('ownerId'),
      sha256: param('sha256'),
      source: param('source'),
      name: param('name'),
      subject: param('subject'),
      fileName: param('fileName'),
      mimeType: param('mimeType'),
      size: param('size'),
      itemDate: param('itemDate'),
      locations: param('locations'),
      content: param('content'),
      analysis: param('analysis'),
      text: param('text'),
      isContract: param('isContract'),
      error: param('error'),
    })
    .onConflictDoUpdate({
      target: [searchItems.searchId, searchItems.sha256],
      // Another copy of a stored document: where it was found is added, and the earliest copy (by mail or file
      // date) names the result, whichever copy was read first. The analysis stays the first copy's.
      set: {
        locations: sql`CASE WHEN ${earlier} THEN excluded.locations || ${searchItems.locations} ELSE ${searchItems.locations} || excluded.locations END`,
        name: sql`CASE WHEN ${earlier} THEN excluded.name ELSE ${searchItems.name} END`,
        subject: sql`CASE WHEN ${earlier} THEN excluded.subject ELSE ${searchItems.subject} END`,
        source: sql`CASE WHEN ${earlier} THEN excluded.source ELSE ${searchItems.source} END`,
        fileName: sql`CASE WHEN ${earlier} THEN excluded.file_name ELSE ${searchItems.fileName} END`,
        itemDate: sql`CASE WHEN ${earlier} THEN excluded.item_date ELSE ${searchItems.itemDate} END`,
      },
    })
    .prepare('store_search_item'),
);

const NOT_ANALYSED: ItemAnalysis = { analysis: null, text: null, isContract: false, error: null };

/**
 * Stores a found document with its analysis in one statement, or, when the search already holds the same bytes,
 * adds where this copy was found to that item. Prepared: a search runs it once per document.
 */
export async function storeItem(db: Database, item: NewItem, analysed: ItemAnalysis = NOT_ANALYSED): Promise<void> {
  const { location, ...values } = item;
  await storeItemStatement(db).execute({
    ...values,
    ...analysed,
    // Every placeholder needs a value: what a source left undefined is stored as null.
    subject: values.subject ?? null,
    itemDate: values.itemDate ?? null,
    locations: json([location]),
    analysis: json(analysed.analysis),
  });
}

/** The results of a search, oldest find first; only the owner's. */
export async function listItems(db: Database, ownerId: string, searchId: string, onlyContracts: boolean) {
  const conditions = [eq(searchItems.searchId, searchId), eq(searchItems.ownerId, ownerId)];
  if (onlyContracts) conditions.push(eq(searchItems.isContract, true));
  return db
    .select({
      id: searchItems.id,
      source: searchItems.source,
      name: searchItems.name,
      subject: searchItems.subject,
      size: searchItems.size,
      itemDate: searchItems.itemDate,
      locations: searchItems.locations,
      analysis: searchItems.analysis,
      isContract: searchItems.isContract,
      error: searchItems.error,
    })
    .from(searchItems)
    .where(and(...conditions))
    .orderBy(asc(searchItems.itemDate), asc(searchItems.name));
}

/** The stored originals of results the owner is uploading. */
export async function itemsForUpload(db: Database, ownerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(searchItems)
    .where(and(eq(searchItems.ownerId, ownerId), inArray(searchItems.id, ids)));
}

/** Deletes finished searches (and their fetched bytes) older than the retention period. */
export async function deleteExpiredSearches(db: Database, olderThan: Date): Promise<number> {
  const rows = await db
    .delete(searches)
    .where(and(ne(searches.status, 'PROCESSING'), lt(searches.createdAt, olderThan)))
    .returning({ id: searches.id });
  return rows.length;
}
