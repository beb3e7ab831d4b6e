// How long each renewal runs, against the annotators' "Renewal Term" answers ("successive 1 year", "12 Months",
// "0.5 year"). score.mjs does not score it, yet the product steps every renewal date and cancel-by date after the
// first by it; `npm run eval:cuad` prints it beside the scorer's figures.
import { countsAsRenewing, type CuadContract } from './cuad-texts';
import type { RenewalKind } from '../server/analysis/fields/renewal';

/**
 * The months of one renewal by the annotators' answer: the last length it writes ("2 successive 10 years" is ten
 * years each). Null where it gives none to compare with: no renewal, "perpetual", a blank ("successive []"), or two
 * lengths ("4 years, 6 months").
 */
export function goldRenewalMonths(answer: string | null): number | null {
  if (!answer || /perpetual|\[\]|,/i.test(answer)) return null;
  const length = /(\d+(?:\.\d+)?)\s*(year|month)s?\s*$/i.exec(answer.trim());
  return length ? Math.round(Number(length[1]) * (/^year/i.test(length[2]) ? 12 : 1)) : null;
}

export interface RenewalLengthPrediction {
  renewalKind?: RenewalKind;
  renewalTermMonths?: number | null;
}

/**
 * Of the contracts that renew with a length the annotators give, and that the analysis reads as renewing (automatic
 * or at an option, as the scorer counts them): how many, and how many with that length read.
 */
export function renewalLengthCounts(golds: CuadContract[], predictions: Map<string, RenewalLengthPrediction>) {
  let found = 0;
  let right = 0;
  for (const gold of golds) {
    const months = goldRenewalMonths(gold.renewalTerm);
    const prediction = predictions.get(gold.id);
    if (months === null || !prediction || !countsAsRenewing(prediction.renewalKind ?? null)) continue;
    found++;
    if (prediction.renewalTermMonths === months) right++;
  }
  return { found, right };
}
