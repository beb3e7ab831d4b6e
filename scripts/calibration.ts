// How far the analysis's confidence can be trusted: for each field it gave a confidence, whether the value is
// right by the development set's gold labels, counted the way score.mjs counts them.
import { CONFIDENT } from '../server/analysis/model/confidence-scale';
import type { RenewalKind } from '../server/analysis/fields/renewal';
import { countsAsRenewing, goldNoticeDays, goldRenews, isDate, knownDate, type CuadContract } from './cuad-texts';

export interface Prediction {
  id: string;
  effectiveDate?: string | null;
  expirationDate?: string | null;
  noticePeriodDays?: number | null;
  renewalKind?: RenewalKind;
  parties?: string[];
  confidence?: Record<string, number>;
}

const SUFFIXES =
  /\b(inc|incorporated|corp|corporation|co|company|ltd|limited|llc|l l c|plc|lp|l p|llp|sa|s a|ag|gmbh|bv|nv|the|and)\b/g;
const tokens = (name: string) =>
  new Set(
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9& ]+/g, ' ')
      .replace(SUFFIXES, ' ')
      .split(/\s+/)
      .filter(Boolean),
  );
function sameParty(a: string, b: string): boolean {
  const ta = tokens(a);
  const tb = tokens(b);
  if (!ta.size || !tb.size) return false;
  const shared = [...ta].filter((token) => tb.has(token)).length;
  return shared / Math.min(ta.size, tb.size) >= 0.8 && shared / Math.max(ta.size, tb.size) >= 0.5;
}

/** Whether every party named is one of the contract's by its gold labels (roles and descriptions aside). */
export function partiesRight(gold: CuadContract, names: string[]): boolean {
  const goldParties = gold.parties.filter(
    (name) => name.length <= 120 && !/\b(referred to|each of|collectively|hereinafter|party|parties)\b/i.test(name),
  );
  return names.length > 0 && names.every((name) => goldParties.some((g) => sameParty(g, name)));
}

/** Whether each field the prediction is confident about is right; undefined where the gold cannot tell. */
function rightness(gold: CuadContract, p: Prediction): Record<string, boolean | undefined> {
  const dateRight = (goldValue: unknown, predicted: string | null | undefined) =>
    isDate(goldValue) ? predicted === goldValue : knownDate(goldValue) ? !isDate(predicted) : undefined;
  const renewing = goldRenews(gold);
  return {
    // Where the annotators gave no effective date, the agreement's date is when it takes effect.
    effectiveDate: dateRight(gold.effectiveDate ?? gold.agreementDate ?? null, p.effectiveDate),
    expirationDate: dateRight(gold.expirationDate, p.expirationDate),
    noticePeriodDays: (p.noticePeriodDays ?? null) === goldNoticeDays(gold),
    autoRenews: countsAsRenewing(p.renewalKind ?? null) === renewing,
    parties: partiesRight(gold, p.parties ?? []),
  };
}

/** For the fields given a confidence of at least 0.8: how many, and the share right; how many fall below. */
export function calibration(golds: CuadContract[], predictions: Map<string, Prediction>) {
  let confident = 0;
  let confidentRight = 0;
  let below = 0;
  const wrong: Record<string, number> = {};
  for (const gold of golds) {
    const prediction = predictions.get(gold.id);
    if (!prediction) continue;
    for (const [field, right] of Object.entries(rightness(gold, prediction))) {
      const confidence = prediction.confidence?.[field];
      if (confidence === undefined || right === undefined) continue;
      if (confidence < CONFIDENT) {
        below++;
        continue;
      }
      confident++;
      if (right) confidentRight++;
      else wrong[field] = (wrong[field] ?? 0) + 1;
    }
  }
  return { confident, confidentRight, right: confident ? (100 * confidentRight) / confident : NaN, below, wrong };
}
