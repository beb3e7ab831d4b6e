import { describe, expect, it } from 'vitest';
import { openingInCapitals, setInCapitals } from './conspicuous-clauses';

describe('a clause printed in capitals', () => {
  it('writes the passage in capitals where it stands and leaves the rest as written', () => {
    const text = '1. Term. It renews yearly unless cancelled. 2. Fees. Ten dollars.';
    const start = text.indexOf('It renews');
    expect(setInCapitals(text, { start, end: text.indexOf(' 2. Fees') })).toBe(
      '1. Term. IT RENEWS YEARLY UNLESS CANCELLED. 2. Fees. Ten dollars.',
    );
  });
});

describe('an opening printed in capitals', () => {
  it("writes the first characters in capitals, EDGAR's filing stamp as EDGAR writes it, and the rest as written", () => {
    const text =
      'This Agreement is made on May 1, 2020 Source: ACME, INC., 10-K, 3/21/2018 by Acme Inc. Term: one year.';
    expect(openingInCapitals(text, text.indexOf(' Term'))).toBe(
      'THIS AGREEMENT IS MADE ON MAY 1, 2020 Source: ACME, INC., 10-K, 3/21/2018 BY ACME INC. Term: one year.',
    );
  });
});
