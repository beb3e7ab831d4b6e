import type { ContractRecord, HistoryEntry, UpdateContractApiArg } from '../../api/api';
import { formatSideListDate } from '../../lib/dates';
import { SEARCH_MESSAGES } from '../../lib/messages';

export type Edit = UpdateContractApiArg['body'];

/** How a field is shown and edited on the contract page. */
export type FieldKind = 'date' | 'term' | 'renewal' | 'days' | 'money' | 'parties';

export interface FieldSpec {
  /** The record's field (its sentence, confidence and source are keyed by it). */
  key:
    | 'renewalDate'
    | 'cancelByDate'
    | 'expirationDate'
    | 'effectiveDate'
    | 'autoRenews'
    | 'noticePeriodDays'
    | 'contractValue'
    | 'parties';
  label: string;
  hint?: string;
  kind: FieldKind;
}

/** The contract page's fields, the ones that cost money first. */
export const FIELDS: FieldSpec[] = [
  { key: 'cancelByDate', label: 'Cancel by', hint: 'The last day to give notice', kind: 'date' },
  { key: 'renewalDate', label: 'Renewal date', kind: 'date' },
  { key: 'expirationDate', label: 'End of initial term', kind: 'term' },
  { key: 'effectiveDate', label: 'Effective date', kind: 'date' },
  { key: 'autoRenews', label: 'Renews automatically', kind: 'renewal' },
  { key: 'noticePeriodDays', label: 'Notice period', kind: 'days' },
  { key: 'contractValue', label: 'Amount', kind: 'money' },
  { key: 'parties', label: 'Parties', kind: 'parties' },
];

/** Labels of every field history can name. */
export const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(FIELDS.map((field) => [field.key, field.label])),
  name: 'Name',
  perpetual: 'Perpetual',
  renewalTermMonths: 'Renewal period',
  currency: 'Currency',
  reviewState: 'Review',
  handled: 'Handled for this term',
  source: 'Source',
};

export function formatMoney(value: number, currency: string | null): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency ?? 'USD' }).format(value);
  } catch {
    return `${value.toLocaleString('en-US')} ${currency ?? ''}`.trim();
  }
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A field's value as the page shows it; 'Not detected' when there is none. */
export function displayValue(record: ContractRecord, field: FieldSpec): string {
  const none = SEARCH_MESSAGES.notDetected;
  switch (field.kind) {
    case 'date': {
      const value = record[field.key] as string | null;
      return value ? formatSideListDate(value) : none;
    }
    case 'term':
      if (record.perpetual) return 'Perpetual (no end date)';
      return record.expirationDate ? formatSideListDate(record.expirationDate) : none;
    case 'renewal':
      if (record.autoRenews === null) return none;
      if (!record.autoRenews) return 'No';
      return record.renewalTermMonths ? `Yes, for ${plural(record.renewalTermMonths, 'month')} at a time` : 'Yes';
    case 'days':
      return record.noticePeriodDays === null ? none : plural(record.noticePeriodDays, 'day');
    case 'money':
      return record.contractValue === null ? none : formatMoney(record.contractValue, record.currency);
    case 'parties':
      return record.parties.length ? record.parties.join(', ') : none;
  }
}

/** A value as history tells it (dates in the page's format). */
export function historyValue(field: string, value: unknown): string {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return 'nothing';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join(', ');
  if (field === 'reviewState') return value === 'reviewed' ? 'reviewed' : 'needs review';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatSideListDate(value);
  if (field === 'noticePeriodDays' && typeof value === 'number') return plural(value, 'day');
  if (field === 'renewalTermMonths' && typeof value === 'number') return plural(value, 'month');
  return String(value);
}

const ACTOR_NAMES: Record<string, string> = {
  analysis: 'The analysis',
  upload: 'Upload',
  search: 'Search',
  system: 'Renewal Tracker',
};

/** One entry in words: who or what did what to which field. */
export function describeEntry({ actor, field, from, to }: HistoryEntry): string {
  const who = ACTOR_NAMES[actor] ?? actor;
  const label = FIELD_LABELS[field] ?? field;
  if (field === 'source') return `${who} added the contract (${historyValue(field, to)})`;
  if (field === 'reviewState') return `${who} marked it ${historyValue(field, to)}`;
  if (field === 'handled') return to ? `${who} marked this term handled` : `${who} asked for reminders again`;
  if (actor === 'analysis') return `${who} read ${label}: ${historyValue(field, to)}`;
  return `${who} changed ${label} from ${historyValue(field, from)} to ${historyValue(field, to)}`;
}
