import { describe, expect, it } from 'vitest';
import { definedName, definesOtherThanTerm } from './definitions';

describe('definedName', () => {
  it('reads the name a sentence opens by defining, after a section number if any', () => {
    expect(definedName('"Contract Year" means any twelve months.')).toBe('Contract Year');
    expect(definedName('1.4 “Royalty Period” refers to each quarter.')).toBe('Royalty Period');
    expect(definedName("(a) 'Quarter' has the meaning given in Section 2.")).toBe('Quarter');
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
