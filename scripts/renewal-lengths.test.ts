import { describe, expect, it } from 'vitest';
import type { CuadContract } from './cuad-texts';
import { goldRenewalMonths, renewalLengthCounts } from './renewal-lengths';

describe('renewal lengths against the annotators', () => {
  it.each([
    ['successive 1 year', 12],
    ['12 Months', 12],
    ['0.5 year', 6],
    ['2 successive 10 years', 120],
    ['successive 1 month', 1],
    ['perpetual', null],
    ['successive []', null],
    ['4 years, 6 months', null],
    [null, null],
  ])('reads "%s" as %s months', (answer, months) => {
    expect(goldRenewalMonths(answer)).toBe(months);
  });

  it('counts only renewals read as renewing, and those read with the annotators’ length', () => {
    const gold = (id: string, renewalTerm: string | null) => ({ id, renewalTerm }) as CuadContract;
    const golds = [
      gold('a', 'successive 1 year'),
      gold('b', '2 years'),
      gold('c', 'successive 1 year'),
      gold('d', null),
    ];
    const predictions = new Map([
      ['a', { renewalKind: 'automatic' as const, renewalTermMonths: 12 }],
      ['b', { renewalKind: 'option' as const, renewalTermMonths: 12 }],
      ['c', { renewalKind: 'mutual' as const, renewalTermMonths: 12 }],
      ['d', { renewalKind: 'automatic' as const, renewalTermMonths: 12 }],
    ]);
    expect(renewalLengthCounts(golds, predictions)).toEqual({ found: 2, right: 1 });
  });
});
