import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Where each of `count` items stands when they are dealt into cross-validation folds: in the order given for seed 0
 * (how the stored models were fitted), otherwise in a shuffle drawn from the seed, the same on every run.
 */
export function dealingOrder(count: number, seed: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  if (seed === 0) return order;
  const random = xoroshiro128plus(seed);
  for (let i = count - 1; i > 0; i--) {
    const j = uniformInt(random, 0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
