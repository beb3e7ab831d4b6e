import { describe, expect, it } from 'vitest';
import { DURATION, durationFrom, lengthGoingOn } from './durations';

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

describe('lengthGoingOn', () => {
  const goingOn = (text: string) => {
    const match = new RegExp(DURATION, 'i').exec(text)!;
    return lengthGoingOn(text, match.index + match[0].length, durationFrom(match.slice(1))!)?.duration ?? null;
  };

  it('reads the shorter length a length goes on with', () => {
    expect(goingOn('two (2) years and six (6) months from the Effective Date')).toEqual({ amount: 6, unit: 'month' });
    expect(goingOn('one year, and three months')).toEqual({ amount: 3, unit: 'month' });
  });

  it('reads none after a length of the same or a shorter unit, nor a length that is another', () => {
    expect(goingOn('six (6) months and two (2) years')).toBeNull();
    expect(goingOn('five (5) years and thereafter for one (1) year periods')).toBeNull();
  });
});
