import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contracts } from '../db/schema';

/** The columns of an export, in order. */
export const EXPORT_COLUMNS = [
  'Name',
  'Renewal Date',
  'Cancel By',
  'Notice Period (days)',
  'Auto-renews',
  'Renewal Period (months)',
  'Amount',
  'Currency',
  'Parties',
  'Source',
  'Review State',
  'Link',
] as const;

/** One exported contract: text, numbers and calendar dates, as the columns above hold them. */
export interface ExportRow {
  name: string;
  renewalDate: string | null;
  cancelByDate: string | null;
  noticePeriodDays: number | null;
  autoRenews: boolean | null;
  renewalTermMonths: number | null;
  amount: number | null;
  currency: string | null;
  parties: string;
  source: string;
  reviewState: string;
  link: string;
}

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
      yield {
        name: row.name,
        renewalDate: row.renewalDate,
        cancelByDate: row.cancelByDate,
        noticePeriodDays: row.noticePeriodDays,
        autoRenews: row.autoRenews,
        renewalTermMonths: row.renewalTermMonths,
        amount: row.contractValue === null ? null : Number(row.contractValue),
        currency: row.currency,
        parties: row.parties.join('; '),
        source: row.sourceLocation ?? row.source,
        reviewState: row.reviewState === 'reviewed' ? 'Reviewed' : 'Needs review',
        link: `${appOrigin}/contracts/${row.id}`,
      };
    }
    if (page.length < PAGE) return;
    const last = page[page.length - 1];
    after = { date: last.sortDate, id: last.id };
  }
}
