import { describe, expect, it } from 'vitest';
import { prepareDocument } from './document';

const textsOf = (raw: string) => prepareDocument(raw).sentences.map((sentence) => sentence.text);

describe('prepareDocument', () => {
  it("starts a sentence at a part's heading on a line of its own, though no full stop comes before it", () => {
    // eval:layout's clause moved to a schedule after the signature block: the renewal was read as none.
    expect(
      textsOf(
        'ACME INC.\nBy: ____\nName:\nSCHEDULE 1\nTERM\nThis Agreement will extend automatically for monthly periods.',
      ),
    ).toEqual([
      'ACME INC. By: ____ Name:',
      'SCHEDULE 1 TERM This Agreement will extend automatically for monthly periods.',
    ]);
  });

  it('starts one at each of several parts, wherever it stands in the flat text', () => {
    const sentences = prepareDocument(
      'Signed   by   Acme\n\n  EXHIBIT A\nPrices  apply\nEXHIBIT B\nTerms apply',
    ).sentences;
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Signed by Acme',
      'EXHIBIT A Prices apply',
      'EXHIBIT B Terms apply',
    ]);
  });

  it('does not at a part named inside a sentence, or a heading in lower case', () => {
    expect(textsOf('as set out in\nSchedule 1\nand in EXHIBIT A attached hereto, which applies.')).toEqual([
      'as set out in Schedule 1 and in EXHIBIT A attached hereto, which applies.',
    ]);
  });

  /** A long filing's prose (over a thousand words, so not a short document) before and after its lines. */
  const filing = (lines: string) =>
    `${'The parties agree to the terms set out below in this Agreement. '.repeat(90)}\n${lines}\n${'Each party shall keep the other informed. '.repeat(20)}`;

  it("ends a key-terms row's sentence at its line's end in a long document, before a clause on the next line", () => {
    // eval:drafted's hundred-and-twenty-fourth batch: the row ran on into "3.2 ..." and no end was read.
    const texts = textsOf(
      filing('3.1 Term of Agreement.\nExpiration Date: December 31, 2021\n3.2 Either party may terminate.'),
    );
    expect(texts).toContain('Expiration Date: December 31, 2021');
    expect(texts).toContain('3.2 Either party may terminate.');
    expect(textsOf(filing('Agreement Term - Two (2) Years\nPayments shall commence on signing.'))).toContain(
      'Agreement Term - Two (2) Years',
    );
    // A renewal's or a notice's row too, in capitals.
    expect(textsOf(filing('AUTO-RENEWAL: YES\nNOTICE TO CANCEL: 60 DAYS\n10.2 Termination for Breach.'))).toContain(
      'AUTO-RENEWAL: YES NOTICE TO CANCEL: 60 DAYS',
    );
    // A blank line between the row and the clause, as a table's cell before a paragraph leaves.
    expect(textsOf(filing('Initial Term: 24 months\n\nThereafter, this Agreement renews.'))).toContain(
      'Initial Term: 24 months',
    );
  });

  it('keeps a row joined where its value goes on, names no date or length, or another row follows, and in a short one', () => {
    const joined = (texts: string[], part: string) => texts.some((text) => text.includes(part));
    expect(
      joined(
        textsOf(filing('Term: the period from 1 January 2020 to\nDecember 31, 2022 inclusive.')),
        '2020 to December',
      ),
    ).toBe(true);
    expect(joined(textsOf(filing('Contact: Jane Doe\nThe notices go to her.')), 'Jane Doe The notices')).toBe(true);
    // A signature block's date names no term: the effective-date model was fitted on such blocks whole.
    expect(joined(textsOf(filing('Date: March 14, 2016\nLifeway Foods, Inc.')), '2016 Lifeway')).toBe(true);
    expect(joined(textsOf(filing('Start Date: 1 May 2026\nTerm: 12 months')), '2026 Term: 12 months')).toBe(true);
    // An invoice's service period is read with its renewal line by the readers that short documents go to first.
    expect(
      textsOf(
        'INVOICE\nService period: Dec 1, 2026 - Nov 30, 2027\nYour subscription will renew automatically on Dec 1, 2027.',
      ),
    ).toEqual([
      'INVOICE Service period: Dec 1, 2026 - Nov 30, 2027 Your subscription will renew automatically on Dec 1, 2027.',
    ]);
  });
});
