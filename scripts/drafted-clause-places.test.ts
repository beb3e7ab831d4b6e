import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { findPassage, writtenFor } from './drafted-clause-places';
import * as drafted from './drafted-clauses';

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

  it('has each drafted clause once, in one set only (a held-out clause is not also a studied one)', () => {
    const renewals = [
      ...drafted.DRAFTED_RENEWAL_CLAUSES,
      ...drafted.DRAFTED_RENEWAL_CLAUSES_HELD_OUT,
      ...drafted.DRAFTED_RENEWAL_CLAUSES_HELD_OUT_2,
      ...drafted.DRAFTED_RENEWAL_CLAUSES_HELD_OUT_3,
      ...drafted.DRAFTED_RENEWAL_CLAUSES_HELD_OUT_4,
      ...drafted.DRAFTED_RENEWAL_CLAUSES_HELD_OUT_5,
      ...drafted.DRAFTED_RENEWAL_CLAUSES_LAID_OUT,
      ...drafted.DRAFTED_RENEWALS_BESIDE_OTHER_NOTICES,
    ].map(([clause]) => clause);
    const terms = [
      ...drafted.DRAFTED_TERM_CLAUSES,
      ...drafted.DRAFTED_TERM_CLAUSES_HELD_OUT,
      ...drafted.DRAFTED_TERM_CLAUSES_HELD_OUT_2,
      ...drafted.DRAFTED_TERM_CLAUSES_HELD_OUT_3,
      ...drafted.DRAFTED_TERM_CLAUSES_HELD_OUT_4,
      ...drafted.DRAFTED_TERM_CLAUSES_HELD_OUT_5,
      ...drafted.DRAFTED_TERM_CLAUSES_HELD_OUT_6,
    ].map(([clause]) => clause);
    expect(new Set(renewals).size).toBe(renewals.length);
    expect(new Set(terms).size).toBe(terms.length);
  });
});
