// The renewals the scorer counts false, and how many of them are in contracts where the annotators highlighted a
// "Renewal Term" passage all the same. Their answer is the renewal's length: where it is blacked out in the filing
// ("this Agreement [*****] unless a Notice of non-renewal is given") they give none, and where the term runs on until
// ended they write "perpetual"; score.mjs then counts the contract as not renewing, though their own passage is a
// renewal clause. `npm run eval:cuad` prints both counts beside the scorer's figures, which stay the scorer's: a reader
// can tell how many of the false renewals the annotators' own passages call renewal clauses.
import { countsAsRenewing, goldRenews, type CuadContract } from './cuad-texts';
import type { RenewalKind } from '../server/analysis/fields/renewal';

/** Of the contracts read as renewing that the scorer counts as not renewing: how many, and how many highlighted. */
export function falseRenewalCounts(
  golds: CuadContract[],
  predictions: Map<string, { renewalKind?: RenewalKind }>,
  passages: Map<string, Record<string, string[]>>,
) {
  const falseRenewals = golds.filter(
    (gold) => !goldRenews(gold) && countsAsRenewing(predictions.get(gold.id)?.renewalKind ?? null),
  );
  const highlighted = falseRenewals.filter((gold) => (passages.get(gold.id)?.['Renewal Term'] ?? []).length > 0);
  return { falseRenewals: falseRenewals.length, highlighted: highlighted.length };
}
