import { describe, expect, it } from 'vitest';
import { termsNamedAs } from './term-names';

describe('terms under other defined names', () => {
  it('renames the initial and renewal terms as written and in capitals, plural too, and not the words in lower case', () => {
    expect(
      termsNamedAs(
        'The Initial Term and each Renewal Term (together, the "Term"); all RENEWAL TERMS; the initial term of it.',
        'Original Period, Extension Period',
      ),
    ).toBe(
      'The Original Period and each Extension Period (together, the "Term"); all EXTENSION PERIODS; the initial term of it.',
    );
    expect(termsNamedAs('the INITIAL TERM and two Renewal Terms', 'Minimum Term, Additional Term')).toBe(
      'the MINIMUM TERM and two Additional Terms',
    );
  });
});
