import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize';

describe('normalising extracted text', () => {
  it('restores the space a PDF lost before a date, and only there', () => {
    expect(normalizeText('made and effective as of1 August 2019, by and between')).toBe(
      'made and effective as of 1 August 2019, by and between',
    );
    expect(normalizeText('dated as ofJune 1, 2019')).toBe('dated as of June 1, 2019');
    expect(normalizeText('the Lisbon office of Mayfield')).toBe('the Lisbon office of Mayfield');
    expect(normalizeText('a copy of March 2019 accounts')).toBe('a copy of March 2019 accounts');
  });

  it('drops page numbers on lines of their own, which a page break prints inside a sentence', () => {
    expect(normalizeText('shall renew for successive\nPage 4 of 12\none (1) year terms')).toBe(
      'shall renew for successive\none (1) year terms',
    );
    expect(normalizeText('the Licensee\n- 7 -\nshall pay')).toBe('the Licensee\nshall pay');
    expect(normalizeText('within thirty (30) days\n14\nprior written notice')).toBe(
      'within thirty (30) days\nprior written notice',
    );
    expect(normalizeText('the Initial Term, or\n10\n11\nany Renewal Term')).toBe(
      'the Initial Term, or\nany Renewal Term',
    );
    // A bare number after a sentence's end, before a capital (a heading, a table's cell) or after the word it
    // numbers stays.
    expect(normalizeText('as set out in Section\n5\nof this Agreement')).toBe(
      'as set out in Section\n5\nof this Agreement',
    );
    expect(normalizeText('the Products.\n3\nprices apply')).toBe('the Products.\n3\nprices apply');
    expect(normalizeText('units per year\n500\nUnits per month')).toBe('units per year\n500\nUnits per month');
    // A number inside a line, or a heading that starts with "Page", stays.
    expect(normalizeText('Section 4\nPage Layout Services\n12 months')).toBe(
      'Section 4\nPage Layout Services\n12 months',
    );
  });

  it("drops a page's confidentiality legend where a sentence runs on across it", () => {
    expect(normalizeText('("Developer"), and\nCONFIDENTIAL\nTrident Games Publishing Ltd.')).toBe(
      '("Developer"), and\nTrident Games Publishing Ltd.',
    );
    expect(
      normalizeText('shall pay the fees,\nConfidential Treatment Requested by Acme Corp.\nwithin thirty days'),
    ).toBe('shall pay the fees,\nwithin thirty days');
    // After a sentence's end it may be a heading, and stays; so does the word inside a line.
    expect(normalizeText('the Products.\nConfidential\nEach party shall')).toBe(
      'the Products.\nConfidential\nEach party shall',
    );
    expect(normalizeText('and\nConfidential Information means')).toBe('and\nConfidential Information means');
  });

  it('drops the line numbers down a page margin, where three or more lines in a row open with numbers in sequence', () => {
    expect(
      normalizeText(
        '1 LICENSE AGREEMENT\n2 This License Agreement is made by and between\n3 Silverpoint Software Corporation',
      ),
    ).toBe('LICENSE AGREEMENT\nThis License Agreement is made by and between\nSilverpoint Software Corporation');
    // Two numbered lines, numbers out of sequence, or a number that is a quantity, stay.
    expect(normalizeText('1 Definitions\n2 Services')).toBe('1 Definitions\n2 Services');
    expect(normalizeText('12 months\n3 years\n90 days')).toBe('12 months\n3 years\n90 days');
  });
});
