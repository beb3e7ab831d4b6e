import { describe, expect, it } from 'vitest';
import { analyzeContractText } from '../analyze';
import { asFilledIn } from './forms';

describe('a form read as filled in', () => {
  it('keeps the options ticked among those left empty, in brackets or in box glyphs', () => {
    expect(asFilledIn('Term: [ ] 12 months [X] 24 months [ ] 36 months').replace(/\s+/g, ' ')).toBe('Term: 24 months ');
    expect(
      asFilledIn('Term: \u2610 One (1) year \u2612 Three (3) years \u2610 Five (5) years').replace(/\s+/g, ' '),
    ).toBe('Term: Three (3) years ');
    expect(asFilledIn('Initial Term: \u2611 36 months \u2610 60 months').replace(/\s+/g, ' ')).toBe(
      'Initial Term: 36 months ',
    );
  });

  it("ends an option left empty at the next cell or field's label, which stays", () => {
    expect(
      asFilledIn('Automatic renewal: \u2612 Yes \u2610 No  Cancellation notice: 60 days').replace(/\s+/g, ' '),
    ).toBe('Automatic renewal: Yes Cancellation notice: 60 days');
    expect(asFilledIn('Renewal: [X] Yes [ ] No Notice Period: 30 days').replace(/\s+/g, ' ')).toBe(
      'Renewal: Yes Notice Period: 30 days',
    );
  });

  it("ends an option left empty at an aside's bracket or comma, so that a party's name after it stays", () => {
    expect(
      asFilledIn(
        'Zephyr LLC, a [X] limited liability company [ ] corporation organized in Texas ("Carrier"), and Amberly Foods, Inc.',
      ).replace(/\s+/g, ' '),
    ).toBe('Zephyr LLC, a limited liability company ("Carrier"), and Amberly Foods, Inc.');
  });

  it("reads a company's name a draft left in brackets, and leaves a placeholder", () => {
    expect(asFilledIn('between [Harbor Point Logistics, Inc.] ("Provider") and [CARROW DIGITAL LTD] ("Tenant")')).toBe(
      'between Harbor Point Logistics, Inc. ("Provider") and CARROW DIGITAL LTD ("Tenant")',
    );
    const placeholders = 'between [LICENSEE NAME] ("Licensee") and [\u25cf] ("Investor")';
    expect(asFilledIn(placeholders)).toBe(placeholders);
  });

  it('leaves empty brackets alone on a line that ticks nothing: a blank, not a box', () => {
    expect(asFilledIn('This Agreement is dated as of [ ], 2019 between')).toBe(
      'This Agreement is dated as of [ ], 2019 between',
    );
    expect(asFilledIn('\u2610 Monthly \u2610 Annually')).toBe('\u2610 Monthly \u2610 Annually');
  });

  it('reads a value written into an underscored blank, and leaves a blank left empty', () => {
    expect(asFilledIn('shall remain in effect until __December 31, 2027__.')).toBe(
      'shall remain in effect until December 31, 2027.',
    );
    expect(asFilledIn('The Initial Term shall be _36_ months. Term: ___3___ years')).toBe(
      'The Initial Term shall be 36 months. Term: 3 years',
    );
    expect(asFilledIn('between __Keller Marine Supply Co.__ ("Seller")')).toBe(
      'between Keller Marine Supply Co. ("Seller")',
    );
    const blank = 'made effective this ____ day of ___________, 19__, by and between';
    expect(asFilledIn(blank)).toBe(blank);
    expect(asFilledIn('Email: john_doe_smith@example.com')).toBe('Email: john_doe_smith@example.com');
  });

  it('reads a bracketed quantity before its unit, or a bracketed date, and leaves redactions and placeholders', () => {
    expect(asFilledIn('The term is [three (3)] years; it expires on [December 31, 2027] or [31 March 2028].')).toBe(
      'The term is three (3) years; it expires on December 31, 2027 or 31 March 2028.',
    );
    // Words and digits in brackets are a fill-in wherever they stand: here a page's number stands before the unit.
    expect(asFilledIn("gives [ninety (90)]\n209\ndays' notice")).toBe("gives ninety (90)\n209\ndays' notice");
    const left = 'A fee of [***] is due on [Date], five years[2] after [Annex A] days.';
    expect(asFilledIn(left)).toBe(left);
  });

  it('reads the end of a term chosen in a form (a drafted term batch, 123: read the first length offered, or none)', () => {
    const form = (row: string) =>
      analyzeContractText(
        `SERVICE ORDER\nCustomer: Beta LLC\nProvider: Acme Inc.\nEffective Date: January 1, 2020\n${row}\nFees: $500 per month.`,
        '2026-11-22',
      ).expirationDate;
    expect(form('Term: [ ] 12 months [X] 24 months [ ] 36 months')).toBe('2022-01-01');
    expect(form('The term of this Agreement is [three (3)] years from the Effective Date.')).toBe('2023-01-01');
    expect(form('This Agreement expires on [December 31, 2021].')).toBe('2021-12-31');
  });
});
