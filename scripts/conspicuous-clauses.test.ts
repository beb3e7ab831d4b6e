import { describe, expect, it } from 'vitest';
import { setInCapitals } from './conspicuous-clauses';

describe('a clause printed in capitals', () => {
  it('writes the passage in capitals where it stands and leaves the rest as written', () => {
    const text = '1. Term. It renews yearly unless cancelled. 2. Fees. Ten dollars.';
    const start = text.indexOf('It renews');
    expect(setInCapitals(text, { start, end: text.indexOf(' 2. Fees') })).toBe(
      '1. Term. IT RENEWS YEARLY UNLESS CANCELLED. 2. Fees. Ten dollars.',
    );
  });
});
