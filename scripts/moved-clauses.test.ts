import { describe, expect, it } from 'vitest';
import { movedToSchedule } from './moved-clauses';

describe('a clause moved to a schedule', () => {
  it('takes the passage out of its place and sets it at the end under a heading of its own', () => {
    const text = '1. Term. It renews yearly. 2. Fees. Ten dollars.\nBy: Acme';
    const start = text.indexOf('It renews');
    expect(movedToSchedule(text, { start, end: start + 'It renews yearly.'.length })).toBe(
      '1. Term.   2. Fees. Ten dollars.\nBy: Acme\n\nSCHEDULE 1\nTERM\nIt renews yearly.\n',
    );
  });
});
