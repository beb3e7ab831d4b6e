import { factsFromAnalysis } from '../../contracts/facts';
import type { listItems } from '../../search/search-repository';
import type { FoundContract } from './schemas';

type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

/** A search result as the wizard reads it (spec section 3), with every analysed fact and its evidence. */
export function toFoundContract(item: ItemRow): FoundContract {
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
    ...factsFromAnalysis(item.analysis),
    evidence: item.analysis?.evidence ?? {},
    confidence: item.analysis?.confidence ?? {},
  };
}
