import type { listItems } from '../../search/search-repository';
import type { FoundContract } from './schemas';

type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const integer = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** A search result as the wizard reads it (spec section 3), with every analysed field and its evidence. */
export function toFoundContract(item: ItemRow): FoundContract {
  const analysis = item.analysis ?? {};
  const expiration = analysis.expirationDate;
  const amount = analysis.amount;
  return {
    id: item.id,
    name: item.name,
    subject: item.subject,
    sourceLocation: item.locations[0]?.label ?? item.name,
    locations: item.locations.map((location) => location.label),
    size: item.size,
    date: item.itemDate ? item.itemDate.toISOString() : null,
    source: item.source,
    isContract: item.isContract,
    error: item.error,
    renewalDate: text(analysis.renewalDate),
    amount: typeof amount === 'number' ? amount : null,
    currency: text(analysis.currency),
    parties: Array.isArray(analysis.parties) ? (analysis.parties as string[]) : [],
    effectiveDate: text(analysis.effectiveDate),
    expirationDate: expiration === 'perpetual' ? null : text(expiration),
    perpetual: expiration === 'perpetual',
    autoRenews: typeof analysis.autoRenews === 'boolean' ? analysis.autoRenews : null,
    renewalTermMonths: integer(analysis.renewalTermMonths),
    noticePeriodDays: integer(analysis.noticePeriodDays),
    cancelByDate: text(analysis.cancelByDate),
    evidence: (analysis.evidence as Record<string, string> | undefined) ?? {},
  };
}
