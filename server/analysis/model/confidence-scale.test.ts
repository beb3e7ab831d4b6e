import { describe, expect, it } from 'vitest';
import { confidenceOf, confidentFromReadings, onConfidenceScale } from './confidence-scale';

describe('the confidence scale', () => {
  it('puts the fitted line at 0.8 and stretches either side, keeping the order', () => {
    expect(onConfidenceScale(0.92, 0.92)).toBeCloseTo(0.8);
    expect(onConfidenceScale(0.46, 0.92)).toBeCloseTo(0.4);
    expect(onConfidenceScale(0.96, 0.92)).toBeCloseTo(0.9);
    expect(onConfidenceScale(1, 0.92)).toBeCloseTo(1);
    expect(onConfidenceScale(0.9, 0.92)).toBeLessThan(0.8);
    // A line at 0.8 or below keeps the probabilities; a line at 1 leaves every reading below 0.8.
    expect(onConfidenceScale(0.85, 0.7)).toBe(0.85);
    expect(onConfidenceScale(0.99, 1)).toBeLessThan(0.8);
  });

  it('reads the line from a model that has one, and the probability from one that has none', () => {
    const model = { about: 'test', bias: 0, weights: { sure: 3 } };
    expect(confidenceOf(model, ['sure'])).toBeCloseTo(0.953, 3);
    expect(confidenceOf({ ...model, confidentFrom: 0.98 }, ['sure'])).toBeLessThan(0.8);
  });

  it('finds the lowest probability from which readings were right 9 times in 10, with enough of them above', () => {
    // Twenty readings from 0.99 down by 0.01: the top ten all right, then every other one wrong.
    const readings = Array.from({ length: 20 }, (_, i) => ({
      probability: 0.99 - i / 100,
      right: i < 10 || i % 2 === 0,
    }));
    // Down to 0.87 (thirteen readings, one wrong) 92.3 % are right; at 0.86, 85.7 %, and never 90 % again below.
    expect(confidentFromReadings(readings)).toBeCloseTo(0.87);
    // Fewer than ten readings above a line say too little: with five right at the top and then wrong, no line holds.
    const few = Array.from({ length: 12 }, (_, i) => ({ probability: 0.99 - i / 100, right: i < 5 }));
    expect(confidentFromReadings(few)).toBe(1);
    // Equal probabilities are all above a line or all below it: ten right at 0.95, then five at 0.9 of which only
    // the first is right. Counting that first one alone would put the line at 0.9 (11 of 11 right).
    const tied = [
      ...Array.from({ length: 10 }, () => ({ probability: 0.95, right: true })),
      ...Array.from({ length: 5 }, (_, i) => ({ probability: 0.9, right: i === 0 })),
    ];
    expect(confidentFromReadings(tied)).toBe(0.95);
  });
});
