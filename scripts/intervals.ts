// How far a figure measured on a few dozen contracts could be from the same figure on many: Wilson score intervals
// for the scorer's counts. The check part holds 64 contracts, some figures rest on ten of them.

/** The 95 % Wilson score interval of `hits` out of `n`, in percent. */
export function wilson(hits: number, n: number): [number, number] {
  if (n === 0) return [0, 100];
  const z = 1.96;
  const p = hits / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const denominator = 1 + (z * z) / n;
  // Clamped: at 0 or n hits, rounding leaves the bound a hair outside.
  return [Math.max(0, (100 * (centre - spread)) / denominator), Math.min(100, (100 * (centre + spread)) / denominator)];
}

/** The counts score.mjs --json gives (only those read here). */
export interface ScoreCounts {
  expiration: { dateGold: number; dateHit: number; noDateGold: number; falseDate: number };
  effective: { dateGold: number; dateHit: number };
  notice: { gold: number; hit: number };
  autoRenew: { tp: number; fp: number; fn: number };
}

const share = (label: string, hits: number, n: number) => {
  const [low, high] = wilson(hits, n);
  return `${label} ${hits}/${n} (${low.toFixed(0)}-${high.toFixed(0)} %)`;
};

/** One line: each accuracy as hits out of cases, with its 95 % interval. */
export function intervalsLine(counts: ScoreCounts): string {
  const { expiration, effective, notice, autoRenew } = counts;
  return [
    share('end dates', expiration.dateHit, expiration.dateGold),
    share('false dates', expiration.falseDate, expiration.noDateGold),
    share('effective', effective.dateHit, effective.dateGold),
    share('notice', notice.hit, notice.gold),
    share('renewals found', autoRenew.tp, autoRenew.tp + autoRenew.fn),
    share('renewals called right', autoRenew.tp, autoRenew.tp + autoRenew.fp),
  ].join('; ');
}
