import { describe, expect, it } from 'vitest';
import { dealingOrder } from './folds';

describe('dealingOrder', () => {
  it('keeps the given order for seed 0', () => {
    expect(dealingOrder(6, 0)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('deals every item exactly once in a shuffle that a seed fixes', () => {
    const order = dealingOrder(150, 3);
    expect([...order].sort((a, b) => a - b)).toEqual(dealingOrder(150, 0));
    expect(order).not.toEqual(dealingOrder(150, 0));
    expect(dealingOrder(150, 3)).toEqual(order);
    expect(dealingOrder(150, 4)).not.toEqual(order);
  });
});
