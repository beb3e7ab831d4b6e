import type { Database } from '../db/database';
import { contractHistory } from '../db/schema';
import type { Change } from './changes';

/** Appends changes to contracts' histories (within the caller's transaction). */
export async function appendHistory(db: Database, entries: { contractId: string; change: Change }[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(contractHistory).values(
    entries.map(({ contractId, change }) => ({
      contractId,
      actor: change.actor,
      field: change.field,
      fromValue: change.from,
      toValue: change.to,
    })),
  );
}
