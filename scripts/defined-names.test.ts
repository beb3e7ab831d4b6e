import { describe, expect, it } from 'vitest';
import { namedAs } from './defined-names';

describe('a contract under other defined names', () => {
  it('renames the initial and renewal terms as written and in capitals, plural too, and not the words in lower case', () => {
    expect(
      namedAs(
        'The Initial Term and each Renewal Term (together, the "Term"); all RENEWAL TERMS; the initial term of it.',
        'Original Period, Extension Period',
      ),
    ).toBe(
      'The Original Period and each Extension Period (together, the "Term"); all EXTENSION PERIODS; the initial term of it.',
    );
    expect(namedAs('the INITIAL TERM and two Renewal Terms', 'Minimum Term, Additional Term')).toBe(
      'the MINIMUM TERM and two Additional Terms',
    );
  });

  it('calls the document a contract where it calls itself an agreement, and leaves an agreement in lower case', () => {
    expect(
      namedAs(
        'THIS SUPPLY AGREEMENT (this "Agreement"); other Agreements; by mutual agreement.',
        'the Agreement a Contract',
      ),
    ).toBe('THIS SUPPLY CONTRACT (this "Contract"); other Contracts; by mutual agreement.');
  });
});
