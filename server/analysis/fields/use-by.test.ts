import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import { usedWithinEnd } from './use-by';

const usedWithin = (text: string, start: string | null) => usedWithinEnd(prepareDocument(text), start)?.value ?? null;

describe('a bundle to be used within a length of its purchase or first use', () => {
  it('counts "must be taken within 6 months of purchase" from the start, the day it was bought', () => {
    const lessons =
      'Block booking: 10 driving lessons for £380, bought 25 November 2026. Lessons must be taken within 6 months of purchase.';
    expect(usedWithin(lessons, '2026-11-25')).toBe('2027-05-25');
    // Without a day to count from, no end.
    expect(usedWithin('Lessons must be taken within 6 months of purchase.', null)).toBeNull();
  });

  it('counts from the day written after its anchor: "within 4 months of your first appointment on 14 December 2026"', () => {
    const physio =
      'Physio package: 6 sessions for £270, to be used within 4 months of your first appointment on 14 December 2026.';
    expect(usedWithin(physio, '2026-11-01')).toBe('2027-04-14');
  });

  it("reads no deadline to do something as a bundle's end", () => {
    const franchise = 'The Franchisee shall open the Restaurant within twelve (12) months after the Effective Date.';
    expect(usedWithin(franchise, '2026-01-01')).toBeNull();
    expect(usedWithin('Payment must be made within 30 days of purchase.', '2026-01-01')).toBeNull();
  });
});
