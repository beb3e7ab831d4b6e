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
});
