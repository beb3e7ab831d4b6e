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

  it('names the day the contract takes effect for its start, in capitals too', () => {
    expect(
      namedAs(
        'effective as of May 1, 2020 (the "Effective Date"); from the EFFECTIVE DATE; the effective date of notice.',
        'the Effective Date a Commencement Date',
      ),
    ).toBe(
      'effective as of May 1, 2020 (the "Commencement Date"); from the COMMENCEMENT DATE; the effective date of notice.',
    );
  });
});
