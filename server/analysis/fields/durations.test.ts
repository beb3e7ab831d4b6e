import { describe, expect, it } from 'vitest';
import { DURATION, durationFrom } from './durations';

const lengthIn = (text: string) => {
  const match = new RegExp(DURATION, 'i').exec(text);
  return match ? durationFrom(match.slice(1)) : undefined;
};

describe('durationFrom', () => {
  it('reads lengths written in words, digits or both', () => {
    expect(lengthIn('for five (5) years')).toEqual({ amount: 5, unit: 'year' });
    expect(lengthIn('an initial term of 36 months')).toEqual({ amount: 36, unit: 'month' });
    expect(lengthIn('two weeks')).toEqual({ amount: 14, unit: 'day' });
    expect(lengthIn("not less than a fortnight's written notice")).toEqual({ amount: 14, unit: 'day' });
  });

  it("takes a year's number for no length", () => {
    expect(lengthIn('through the end of the 2026 calendar year')).toBeNull();
    expect(lengthIn('a term of ninety-nine (99) years')).toEqual({ amount: 99, unit: 'year' });
  });
});
