import { describe, expect, it } from 'vitest';
import { intervalsLine, wilson } from './intervals';

describe('Wilson intervals', () => {
  it('matches the textbook interval and stays inside 0-100 at the edges', () => {
    const [low, high] = wilson(9, 10);
    expect(low).toBeCloseTo(59.6, 1);
    expect(high).toBeCloseTo(98.2, 1);
    expect(wilson(0, 5)[0]).toBe(0);
    expect(wilson(5, 5)[1]).toBe(100);
    expect(wilson(0, 0)).toEqual([0, 100]);
  });

  it('narrows as the count grows', () => {
    const few = wilson(9, 10);
    const many = wilson(90, 100);
    expect(many[1] - many[0]).toBeLessThan(few[1] - few[0]);
  });

  it('prints each figure as hits out of cases with its interval', () => {
    const line = intervalsLine({
      expiration: { dateGold: 25, dateHit: 22, noDateGold: 35, falseDate: 3 },
      effective: { dateGold: 36, dateHit: 34 },
      notice: { gold: 10, hit: 9 },
      autoRenew: { tp: 12, fp: 4, fn: 2 },
    });
    expect(line).toBe(
      'end dates 22/25 (70-96 %); false dates 3/35 (3-22 %); effective 34/36 (82-98 %); notice 9/10 (60-98 %); ' +
        'renewals found 12/14 (60-96 %); renewals called right 12/16 (51-90 %)',
    );
  });
});
