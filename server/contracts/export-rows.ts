import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contracts } from '../db/schema';
import { exportRowOf, type ExportRow } from './export-cells';

/** Contracts read per query: an export of any size holds only this many rows at once. */
const PAGE = 500;
const NO_DATE = '9999-12-31';

/** `q` as All Contracts reads it: a case-insensitive substring of the name, with % and _ taken literally. */
const nameContains = (q: string): SQL | undefined => {
  const needle = q.trim();
  return needle ? ilike(contracts.name, `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`) : undefined;
};

/**
 * The owner's contracts for an export, soonest renewal first (undated last), page by page (keyset, so each page is
 * an index range however far the export has gone).
 */
export async function* exportRows(
  db: Database,
  ownerId: string,
  q: string,
  appOrigin: string,
): AsyncGenerator<ExportRow> {
  const sortDate = sql<string>`coalesce(${contracts.renewalDate}, ${NO_DATE}::date)::text`;
  let after: { date: string; id: string } | undefined;
  for (;;) {
    const page = await db
      .select({
        id: contracts.id,
        sortDate,
        name: contracts.name,
        renewalDate: contracts.renewalDate,
        cancelByDate: contracts.cancelByDate,
        noticePeriodDays: contracts.noticePeriodDays,
        autoRenews: contracts.autoRenews,
        renewalTermMonths: contracts.renewalTermMonths,
        contractValue: contracts.contractValue,
        currency: contracts.currency,
        parties: contracts.parties,
        source: contracts.source,
        sourceLocation: contracts.sourceLocation,
        reviewState: contracts.reviewState,
      })
      .from(contracts)
      .where(
        and(
          eq(contracts.ownerId, ownerId),
          nameContains(q),
          after
            ? sql`(coalesce(${contracts.renewalDate}, ${NO_DATE}::date), ${contracts.id}) > (${after.date}::date, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(sql`coalesce(${contracts.renewalDate}, ${NO_DATE}::date)`), asc(contracts.id))
      .limit(PAGE);
    for (const row of page) {
      yield exportRowOf(
        { ...row, contractValue: row.contractValue === null ? null : Number(row.contractValue) },
        appOrigin,
      );
    }
    if (page.length < PAGE) return;
    const last = page[page.length - 1];
    after = { date: last.sortDate, id: last.id };
  }
}
