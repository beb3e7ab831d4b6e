import { createHash } from 'node:crypto';
import DataLoader from 'dataloader';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { contractFiles, contracts, users } from '../db/schema';
import { pickFacts } from './facts';
import { appendHistory } from './history';
import type { NewContract } from './new-contract';
import type { Contract } from './schemas';

const {
  evidence: _evidence,
  confidence: _confidence,
  fieldSources: _sources,
  ...rowColumns
} = getTableColumns(contracts);

/** Columns of a listing: what the lists show (no evidence or confidence: those belong to the record), no bytes. */
const listColumns = {
  ...rowColumns,
  hasOriginalFile: sql<boolean>`exists (select 1 from ${contractFiles} where ${contractFiles.contractId} = ${contracts.id})`,
};

/** What a list row is made of (the record's extra columns may come along). */
type ListedRow = Pick<typeof contracts.$inferSelect, keyof typeof rowColumns> & { hasOriginalFile: boolean };

export function toContract(row: ListedRow): Contract {
  return {
    id: row.id,
    name: row.name,
    contractValue: row.contractValue === null ? null : Number(row.contractValue),
    ...pickFacts(row),
    reviewState: row.reviewState,
    source: row.source,
    sourceLocation: row.sourceLocation,
    hasOriginalFile: Boolean(row.hasOriginalFile),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The owner's contracts, newest renewal first, undated last. */
export async function listContracts(db: Database, ownerId: string): Promise<Contract[]> {
  const rows = await db
    .select(listColumns)
    .from(contracts)
    .where(eq(contracts.ownerId, ownerId))
    .orderBy(sql`${contracts.renewalDate} desc nulls last`, desc(contracts.createdAt));
  return rows.map(toContract);
}

/** What an unchanged poll needs of its user: the contracts' revision, and the time zone their "today" is in. */
export interface ContractsState {
  revision: number;
  timeZone: string;
}

const statesQuery = preparedPerDatabase((db) =>
  db
    .select({ ownerId: users.id, revision: users.contractsRevision, timeZone: users.timeZone })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ownerIds')}::uuid[])`)
    .prepare('contracts_states'),
);

/**
 * The states asked for while the server handles one batch of incoming requests, read by one query sent after the
 * last of them arrived (so each still sees every write committed before it came). Every poll of every screen asks
 * this: under load, one round trip to the database then answers many polls instead of one each.
 */
const stateLoader = preparedPerDatabase(
  (db) =>
    new DataLoader<string, ContractsState | undefined>(
      async (ownerIds) => {
        const rows = await statesQuery(db).execute({ ownerIds: [...ownerIds] });
        const states = new Map(rows.map(({ ownerId, ...state }) => [ownerId, state]));
        return ownerIds.map((ownerId) => states.get(ownerId));
      },
      // No cache: a state is read afresh by every request. setImmediate runs once the requests read from the
      // network in this turn of the event loop have all asked.
      { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: 100 },
    ),
);

/** Changes with every change to the owner's contracts (the list's ETag is made from it), with their time zone. */
export function contractsState(db: Database, ownerId: string): Promise<ContractsState | undefined> {
  return stateLoader(db).load(ownerId);
}

/** The dashboard's figures in one pass over the owner's contracts (one query: the dashboard polls it). */
export async function dashboardStats(db: Database, ownerId: string, today: string, until: string) {
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      contractsCount: count(),
      upcomingRenewals: counted(sql`${contracts.renewalDate} between ${today} and ${until}`),
      cancelByNext30Days: counted(sql`${contracts.cancelByDate} between ${today} and ${until}`),
      needsReview: counted(sql`${contracts.reviewState} = 'needs_review'`),
      // The last day to give notice has passed, and the renewal it was for has not happened yet.
      overdue: counted(sql`${contracts.cancelByDate} < ${today} and ${contracts.renewalDate} >= ${today}`),
    })
    .from(contracts)
    .where(eq(contracts.ownerId, ownerId));
  return row;
}

/**
 * Stores contracts in one transaction: all or nothing. Items stored before (same source key) are skipped, so a
 * repeated upload creates no duplicates; each answers the contract it repeats. Each new contract's history starts
 * with how it arrived and what the analysis read.
 */
export async function insertContracts(
  db: Database,
  ownerId: string,
  items: NewContract[],
): Promise<{ created: Contract[]; duplicates: { index: number; contractId: string }[] }> {
  return db.transaction(async (tx) => {
    const created: Contract[] = [];
    const repeated: number[] = [];
    for (const [index, item] of items.entries()) {
      const [row] = await tx
        .insert(contracts)
        .values({ ...item.row, ownerId })
        .onConflictDoNothing({ target: [contracts.ownerId, contracts.sourceKey] })
        .returning();
      if (!row) {
        repeated.push(index);
        continue;
      }
      if (item.file) {
        await tx.insert(contractFiles).values({
          contractId: row.id,
          fileName: item.file.fileName,
          mimeType: item.file.mimeType,
          content: item.file.content,
          size: item.file.content.length,
          sha256: createHash('sha256').update(item.file.content).digest('hex'),
          text: item.file.text ?? null,
        });
      }
      await appendHistory(
        tx as unknown as Database,
        item.history.map((change) => ({ contractId: row.id, change })),
      );
      created.push(toContract({ ...row, hasOriginalFile: Boolean(item.file) }));
    }
    if (created.length > 0) await bumpRevision(tx as unknown as Database, ownerId);
    const keys = repeated.map((index) => items[index].row.sourceKey);
    const existing = keys.length
      ? await tx
          .select({ id: contracts.id, sourceKey: contracts.sourceKey })
          .from(contracts)
          .where(and(eq(contracts.ownerId, ownerId), inArray(contracts.sourceKey, keys)))
      : [];
    const idByKey = new Map(existing.map((row) => [row.sourceKey, row.id]));
    const duplicates = repeated.map((index) => ({ index, contractId: idByKey.get(items[index].row.sourceKey)! }));
    return { created, duplicates };
  });
}

/** Deletes one of the owner's contracts; false when there is none with that id for this owner. */
export async function deleteContract(db: Database, ownerId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contracts)
      .where(and(eq(contracts.id, id), eq(contracts.ownerId, ownerId)))
      .returning({ id: contracts.id });
    if (deleted.length === 0) return false;
    await bumpRevision(tx as unknown as Database, ownerId);
    return true;
  });
}

/** Marks the owner's contracts as changed (the list's ETag): in the same transaction as the change. */
export async function bumpRevision(db: Database, ownerId: string): Promise<void> {
  await db
    .update(users)
    .set({ contractsRevision: sql`${users.contractsRevision} + 1` })
    .where(eq(users.id, ownerId));
}

/** One of the owner's contracts with its original file, for download. */
export async function findContractWithFile(db: Database, ownerId: string, id: string) {
  const [row] = await db
    .select({ contract: contracts, file: contractFiles })
    .from(contracts)
    .leftJoin(contractFiles, eq(contractFiles.contractId, contracts.id))
    .where(and(eq(contracts.id, id), eq(contracts.ownerId, ownerId)))
    .orderBy(asc(contracts.id))
    .limit(1);
  return row;
}
