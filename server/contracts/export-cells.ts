/** What an export holds, cell by cell: pure, so the mock backend writes the same CSV. */
import type { ContractFacts } from './schemas';

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

/** The dates and terms an export carries as the contract holds them. */
type ExportedFacts = Pick<
  ContractFacts,
  'renewalDate' | 'cancelByDate' | 'noticePeriodDays' | 'autoRenews' | 'renewalTermMonths' | 'currency'
>;

/** One exported contract: text, numbers and calendar dates, as the columns above hold them. */
export interface ExportRow extends ExportedFacts {
  name: string;
  amount: number | null;
  parties: string;
  source: string;
  reviewState: string;
  link: string;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: such text is
 * written with a leading apostrophe, as OWASP advises, so it stays text. Numbers are left alone.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');

/** The cells of a row, in column order: text neutralised, numbers as numbers, dates as given (YYYY-MM-DD). */
export function cells(row: ExportRow): (string | number | null)[] {
  return [
    neutralised(row.name),
    row.renewalDate,
    row.cancelByDate,
    row.noticePeriodDays,
    yesNo(row.autoRenews),
    row.renewalTermMonths,
    row.amount,
    row.currency,
    neutralised(row.parties),
    neutralised(row.source),
    row.reviewState,
    row.link,
  ];
}

/** A contract as both backends hold it, enough for its export row. */
export interface ExportedContract extends ExportedFacts {
  id: string;
  name: string;
  contractValue: number | null;
  parties: string[];
  source: string;
  sourceLocation: string | null;
  reviewState: 'needs_review' | 'reviewed';
}

export function exportRowOf(contract: ExportedContract, appOrigin: string): ExportRow {
  return {
    name: contract.name,
    renewalDate: contract.renewalDate,
    cancelByDate: contract.cancelByDate,
    noticePeriodDays: contract.noticePeriodDays,
    autoRenews: contract.autoRenews,
    renewalTermMonths: contract.renewalTermMonths,
    amount: contract.contractValue,
    currency: contract.currency,
    parties: contract.parties.join('; '),
    source: contract.sourceLocation ?? contract.source,
    reviewState: contract.reviewState === 'reviewed' ? 'Reviewed' : 'Needs review',
    link: `${appOrigin}/contracts/${contract.id}`,
  };
}
