import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';

describe('formatAmount', () => {
  it('writes an amount with its currency, cents always shown', () => {
    expect(formatAmount('12000.0000', 'USD')).toBe('$12,000.00');
    expect(formatAmount(450, 'GBP')).toBe('£450.00');
  });

  it('keeps a price per unit to the four places amounts are stored with', () => {
    expect(formatAmount('0.1290', 'USD')).toBe('$0.129');
    expect(formatAmount(0.0875, 'EUR')).toBe('€0.0875');
  });

  it('writes an unknown currency by its code, the amount as a number', () => {
    expect(formatAmount('1200.5000', 'XYZW')).toBe('1200.5 XYZW');
  });
});
