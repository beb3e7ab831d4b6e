import { describe, expect, it } from 'vitest';
import { numbersWrittenAs } from './number-styles';

const TEXT =
  'Notice of ninety (90) days; a term of One Hundred Twenty\n(120) months; thirty-six (36) payments; thirty (60) days; ' +
  'five percent (5%); Section (4) stays.';

describe('quantities written once', () => {
  it('writes each quantity given in words and digits in digits alone, and nothing else', () => {
    expect(numbersWrittenAs(TEXT, '90 days')).toBe(
      'Notice of 90 days; a term of 120 months; 36 payments; thirty (60) days; five percent (5%); Section (4) stays.',
    );
  });

  it('writes each in words alone', () => {
    expect(numbersWrittenAs(TEXT, 'ninety days')).toBe(
      'Notice of ninety days; a term of One Hundred Twenty months; thirty-six payments; thirty (60) days; ' +
        'five percent (5%); Section (4) stays.',
    );
  });
});
