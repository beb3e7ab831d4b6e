import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contracts } from '../db/schema';
import { bumpRevision } from './contracts-repository';
import { ACTORS, type Change } from './changes';
import { appendHistory } from './history';
import { rolledForward } from './term-dates';

/**
 * Rolls the owner's self-renewing contracts whose renewal date has passed forward to their next renewal and
 * cancel-by date as of `today` (the owner's day), recording each in the history. Cheap when nothing is due (one
 * indexed read); each contract moves once even when two requests roll at the same time.
 */
export async function rollForwardDue(db: Database, ownerId: string, today: string): Promise<number> {
  const due = await db
    .select({
      id: contracts.id,
      renewalDate: contracts.renewalDate,
      cancelByDate: contracts.cancelByDate,
      noticePeriodDays: contracts.noticePeriodDays,
      autoRenews: contracts.autoRenews,
      renewalTermMonths: contracts.renewalTermMonths,
      termAnchor: contracts.termAnchor,
    })
    .from(contracts)
    .where(
      and(
        eq(contracts.ownerId, ownerId),
        eq(contracts.autoRenews, true),
        gt(contracts.renewalTermMonths, 0),
        lt(contracts.renewalDate, today),
      ),
    );
  const moves = due.flatMap((term) => {
    const next = rolledForward(term, today);
    return next ? [{ term, next }] : [];
  });
  if (moves.length === 0) return 0;
  return db.transaction(async (tx) => {
    let moved = 0;
    for (const { term, next } of moves) {
      const updated = await tx
        .update(contracts)
        .set({ ...next, version: sql`${contracts.version} + 1`, updatedAt: new Date() })
        // Only from the date read above: a concurrent roll has already moved it otherwise.
        .where(and(eq(contracts.id, term.id), eq(contracts.renewalDate, term.renewalDate!)))
        .returning({ id: contracts.id });
      if (updated.length === 0) continue;
      moved++;
      const changes: Change[] = [
        { actor: ACTORS.system, field: 'renewalDate', from: term.renewalDate, to: next.renewalDate },
      ];
      if (next.cancelByDate !== term.cancelByDate)
        changes.push({ actor: ACTORS.system, field: 'cancelByDate', from: term.cancelByDate, to: next.cancelByDate });
      await appendHistory(
        tx as unknown as Database,
        changes.map((change) => ({ contractId: term.id, change })),
      );
    }
    if (moved > 0) await bumpRevision(tx as unknown as Database, ownerId);
    return moved;
  });
}
