import type { ContractAnalysis } from '../analysis/analyze';
import type { ContractFacts } from './schemas';

/** The facts' names, in the order the shapes list them. */
export const FACT_KEYS = [
  'renewalDate',
  'effectiveDate',
  'expirationDate',
  'cancelByDate',
  'perpetual',
  'autoRenews',
  'renewalTermMonths',
  'noticePeriodDays',
  'currency',
  'parties',
] as const satisfies readonly (keyof ContractFacts)[];

/** A document the analysis found nothing in. */
export const NO_FACTS: ContractFacts = {
  renewalDate: null,
  effectiveDate: null,
  expirationDate: null,
  cancelByDate: null,
  perpetual: false,
  autoRenews: null,
  renewalTermMonths: null,
  noticePeriodDays: null,
  currency: null,
  parties: [],
};

/** The facts of anything that carries them (a row, a wire object), and nothing else of it. */
export function pickFacts(source: ContractFacts): ContractFacts {
  return Object.fromEntries(FACT_KEYS.map((key) => [key, source[key]])) as ContractFacts;
}

/** `base` with every fact `override` gives (a value, or null for "none"); what it leaves out stays. */
export function overrideFacts(base: ContractFacts, override: Partial<ContractFacts>): ContractFacts {
  const given = FACT_KEYS.filter((key) => override[key] !== undefined).map((key) => [key, override[key]]);
  return { ...base, ...Object.fromEntries(given) };
}

/** What an analysis found, as facts and an amount (pure: the mock backend uses it too). */
export function factsFromAnalysis(analysis: ContractAnalysis | null): ContractFacts & { amount: number | null } {
  if (!analysis) return { ...NO_FACTS, amount: null };
  const { expirationDate } = analysis;
  return {
    renewalDate: analysis.renewalDate,
    effectiveDate: analysis.effectiveDate,
    expirationDate: expirationDate === 'perpetual' ? null : expirationDate,
    cancelByDate: analysis.cancelByDate,
    perpetual: expirationDate === 'perpetual',
    // The analysis says false when it found no renewal clause; the stored fact keeps that as "not renewing".
    autoRenews: analysis.autoRenews,
    renewalTermMonths: analysis.renewalTermMonths,
    noticePeriodDays: analysis.noticePeriodDays,
    currency: analysis.currency,
    parties: analysis.parties,
    amount: analysis.amount,
  };
}

/** The fields of a stored contract that the analysis reads and a person may correct. */
export const RECORD_FIELDS = [...FACT_KEYS, 'contractValue'] as const;
export type RecordField = (typeof RECORD_FIELDS)[number];

/** Which of the analysis's findings tells each field (the cancel-by date comes from the notice clause). */
const FINDING_OF: Record<RecordField, string> = {
  renewalDate: 'renewalDate',
  effectiveDate: 'effectiveDate',
  expirationDate: 'expirationDate',
  perpetual: 'expirationDate',
  cancelByDate: 'noticePeriodDays',
  autoRenews: 'autoRenews',
  renewalTermMonths: 'autoRenews',
  noticePeriodDays: 'noticePeriodDays',
  currency: 'amount',
  contractValue: 'amount',
  parties: 'parties',
};

/**
 * Per-finding notes of the analysis (its evidence sentences, its confidence) by the stored contract's field. Keys
 * already named for a field are kept, so a record's own notes map to themselves.
 */
export function byRecordField<T>(byFinding: Record<string, T>): Partial<Record<RecordField, T>> {
  const entries = RECORD_FIELDS.map((field) => [field, byFinding[field] ?? byFinding[FINDING_OF[field]]] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}
