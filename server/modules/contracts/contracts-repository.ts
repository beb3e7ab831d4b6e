import { createHash } from 'node:crypto';
import DataLoader from 'dataloader';
import { and, asc, between, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { contractFiles, contracts, users, type ContractRow, type NewContractRow } from '../../db/schema';
import type { Contract } from './schemas';

/** Columns of a listing: everything but the file's bytes. */
const listColumns = {
  ...getTableColumns(contracts),
  hasOriginalFile: sql<boolean>`exists (select 1 from ${contractFiles} where ${contractFiles.contractId} = ${contracts.id})`,
};

type ListedRow = ContractRow & { hasOriginalFile: boolean };

export function toContract(row: ListedRow): Contract {
  return {
    id: row.id,
    name: row.name,
    contractValue: row.contractValue === null ? null : Number(row.contractValue),
    currency: row.currency,
    renewalDate: row.renewalDate,
    effectiveDate: row.effectiveDate,
    expirationDate: row.expirationDate,
    cancelByDate: row.cancelByDate,
    perpetual: row.perpetual,
    autoRenews: row.autoRenews,
    renewalTermMonths: row.renewalTermMonths,
    noticePeriodDays: row.noticePeriodDays,
    parties: row.parties,
    evidence: row.evidence,
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

const revisionsQuery = preparedPerDatabase((db) =>
  db
    .select({ ownerId: users.id, revision: users.contractsRevision })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ownerIds')}::uuid[])`)
    .prepare('contracts_revisions'),
);

/**
 * The revisions asked for while the server handles one batch of incoming requests, read by one query sent after
 * the last of them arrived (so each still sees every write committed before it came). Every poll of every screen
 * asks this: under load, one round trip to the database then answers many polls instead of one each.
 */
const revisionLoader = preparedPerDatabase(
  (db) =>
    new DataLoader<string, number | undefined>(
      async (ownerIds) => {
        const rows = await revisionsQuery(db).execute({ ownerIds: [...ownerIds] });
        const revisions = new Map(rows.map((row) => [row.ownerId, row.revision]));
        return ownerIds.map((ownerId) => revisions.get(ownerId));
      },
      // No cache: a revision is read afresh by every request. setImmediate runs once the requests read from the
      // network in this turn of the event loop have all asked.
      { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: 100 },
    ),
);

/** Changes with every insert or delete of the owner's contracts; the list's ETag is made from it. */
export function contractsRevision(db: Database, ownerId: string): Promise<number | undefined> {
  return revisionLoader(db).load(ownerId);
}

/** Both figures in one pass over the owner's contracts (one query: the dashboard polls it). */
export async function dashboardStats(db: Database, ownerId: string, from: string, to: string) {
  const [row] = await db
    .select({
      contractsCount: count(),
      upcomingRenewals: sql<number>`count(*) filter (where ${between(contracts.renewalDate, from, to)})`.mapWith(
        Number,
      ),
    })
    .from(contracts)
    .where(eq(contracts.ownerId, ownerId));
  return row;
}

export interface NewContract {
  row: Omit<NewContractRow, 'ownerId'>;
  file?: { fileName: string; mimeType: string; content: Buffer; text?: string | null };
}

/**
 * Stores a batch in one transaction: all or nothing. Items stored before (same source key) are skipped, so a
 * repeated upload creates no duplicates. Answers the contracts created.
 */
export async function insertContracts(
  db: Database,
  ownerId: string,
  items: NewContract[],
): Promise<{ created: Contract[]; duplicates: number }> {
  return db.transaction(async (tx) => {
    const created: Contract[] = [];
    for (const item of items) {
      const [row] = await tx
        .insert(contracts)
        .values({ ...item.row, ownerId })
        .onConflictDoNothing({ target: [contracts.ownerId, contracts.sourceKey] })
        .returning();
      if (!row) continue;
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
      created.push(toContract({ ...row, hasOriginalFile: Boolean(item.file) }));
    }
    if (created.length > 0) await bumpRevision(tx as unknown as Database, ownerId);
    return { created, duplicates: items.length - created.length };
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

async function bumpRevision(db: Database, ownerId: string): Promise<void> {
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
