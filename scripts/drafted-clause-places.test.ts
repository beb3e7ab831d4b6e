import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { findPassage, writtenFor } from './drafted-clause-places';
import { DRAFTED_RENEWAL_CLAUSES, DRAFTED_TERM_CLAUSES } from './drafted-clauses';

describe('placing drafted clauses', () => {
  it("finds an annotator's passage across the extractor's line breaks and spaces", () => {
    const text =
      'Preamble. 2. Term.  This Agreement shall\ncommence on the Effective Date and\n  end on May 1, 2020. Fees.';
    const found = findPassage(text, 'This Agreement shall commence on the Effective Date and end on May 1, 2020.');
    expect(found && text.slice(found.start, found.end)).toBe(
      'This Agreement shall\ncommence on the Effective Date and\n  end on May 1, 2020.',
    );
    // Words out of order, or a passage of nothing, are not found.
    expect(findPassage(text, 'end on the Effective Date')).toBeNull();
    expect(findPassage(text, '  ')).toBeNull();
    // Its punctuation is read as itself, not as a pattern.
    expect(findPassage('Term (a) ends.', 'Term (a) ends.')).toEqual({ start: 0, end: 14 });
    expect(findPassage('Term a ends.', 'Term (a) ends.')).toBeNull();
  });

  it('writes a drafted year as a year after the contract took effect', () => {
    expect(writtenFor('in effect through December 31, {Y+2}; then {Y+10}.', dayjs('2008-06-02'))).toBe(
      'in effect through December 31, 2010; then 2018.',
    );
  });

  it('has each drafted clause once', () => {
    const renewals = DRAFTED_RENEWAL_CLAUSES.map(([clause]) => clause);
    const terms = DRAFTED_TERM_CLAUSES.map(([clause]) => clause);
    expect(new Set(renewals).size).toBe(renewals.length);
    expect(new Set(terms).size).toBe(terms.length);
  });
});
