import { describe, expect, it } from 'vitest';
import type { CuadContract } from './cuad-texts';
import { falseRenewalCounts } from './false-renewals';

describe('false renewals against the annotators’ passages', () => {
  const gold = (id: string, renewalTerm: string | null) => ({ id, renewalTerm }) as CuadContract;
  const golds = [
    gold('renews', 'successive 1 year'),
    gold('redacted', null),
    gold('perpetual', 'perpetual'),
    gold('none', null),
    gold('mutual', null),
  ];
  const passage = { 'Renewal Term': ['Upon expiry of the Initial Term, this Agreement [*****] unless ...'] };
  const passages = new Map([
    ['renews', passage],
    ['redacted', passage],
    ['perpetual', passage],
    ['none', { 'Renewal Term': [] }],
    ['mutual', passage],
  ]);

  it('counts the renewals the scorer calls false, and those in contracts with a highlighted renewal', () => {
    const predictions = new Map([
      ['renews', { renewalKind: 'automatic' as const }],
      ['redacted', { renewalKind: 'automatic' as const }],
      ['perpetual', { renewalKind: 'option' as const }],
      ['none', { renewalKind: 'automatic' as const }],
      ['mutual', { renewalKind: 'mutual' as const }],
    ]);
    expect(falseRenewalCounts(golds, predictions, passages)).toEqual({ falseRenewals: 3, highlighted: 2 });
  });

  it('counts nothing where no contract is read as renewing', () => {
    const predictions = new Map(golds.map((contract) => [contract.id, { renewalKind: 'none' as const }]));
    expect(falseRenewalCounts(golds, predictions, passages)).toEqual({ falseRenewals: 0, highlighted: 0 });
  });
});
