import { describe, expect, it } from 'vitest';
import { sentenceAfter, sentenceBefore, splitSentences } from './sentences';

const textsOf = (text: string) => splitSentences(text).map((sentence) => sentence.text);

describe('splitSentences', () => {
  it('does not end a sentence at an abbreviation inside it', () => {
    expect(textsOf('Acme Inc. and Beta Co. agree, e.g. on prices. Then it ends.')).toEqual([
      'Acme Inc. and Beta Co. agree, e.g. on prices.',
      'Then it ends.',
    ]);
  });

  it('does not end a sentence inside "Pvt. Ltd."', () => {
    expect(
      textsOf(
        'It is made between Infosoft Technologies Pvt. Ltd. (hereinafter "Infosoft") and Redwood Inc. The term is two years.',
      ),
    ).toEqual([
      'It is made between Infosoft Technologies Pvt. Ltd. (hereinafter "Infosoft") and Redwood Inc.',
      'The term is two years.',
    ]);
  });

  it('ends one that closes inside a bracket or quotes, with the closing marks', () => {
    expect(
      textsOf(
        '(THE SUPPLIER MAY CHANGE ITS PRICES AT ANY TIME.) In the event of a renewal it renews. He said "it ends." The term is one year (the "Term.") This Agreement renews.',
      ),
    ).toEqual([
      '(THE SUPPLIER MAY CHANGE ITS PRICES AT ANY TIME.)',
      'In the event of a renewal it renews.',
      'He said "it ends."',
      'The term is one year (the "Term.")',
      'This Agreement renews.',
    ]);
  });

  it("leaves a section's number a sentence of its own, and finds the sentence before one past it", () => {
    const sentences = splitSentences('7.1. It renews automatically. 7.2. It may be terminated. 8. NOTICES.');
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      '7.1.',
      'It renews automatically.',
      '7.2.',
      'It may be terminated.',
      '8.',
      'NOTICES.',
    ]);
    expect(sentenceBefore(sentences, sentences[3])?.text).toBe('It renews automatically.');
    expect(sentenceBefore(sentences, sentences[1])).toBeUndefined();
    expect(sentenceAfter(sentences, sentences[1])?.text).toBe('It may be terminated.');
    expect(sentenceAfter(sentences, sentences[5])).toBeUndefined();
  });

  it('ends one where a part of the document begins, given where', () => {
    const text = 'By: Name: Title: SCHEDULE 1 TERM This Agreement will extend automatically. It ends.';
    expect(splitSentences(text, [text.indexOf('SCHEDULE')]).map((sentence) => sentence.text)).toEqual([
      'By: Name: Title:',
      'SCHEDULE 1 TERM This Agreement will extend automatically.',
      'It ends.',
    ]);
  });

  it('does not end one at an abbreviation inside a bracket', () => {
    expect(textsOf('Sold by Acme (a subsidiary of Beta Co.) Ltd. and others. Then it ends.')).toEqual([
      'Sold by Acme (a subsidiary of Beta Co.) Ltd. and others.',
      'Then it ends.',
    ]);
  });

  it("ends one at a company's suffix when a sentence opens after it", () => {
    expect(
      textsOf('This Agreement is made between Acme Inc. and Beta LLC. The term of this Agreement is two years.'),
    ).toEqual(['This Agreement is made between Acme Inc. and Beta LLC.', 'The term of this Agreement is two years.']);
  });

  it("ends one at a company's suffix when a definition opens after it", () => {
    expect(
      textsOf('It is made between Acme Inc. and Beta LLC. "Contract Year" means a period of twelve months.'),
    ).toEqual(['It is made between Acme Inc. and Beta LLC.', '"Contract Year" means a period of twelve months.']);
  });

  it('ends one before a lettered item, so each definition of a list is a sentence of its own', () => {
    expect(
      textsOf(
        'As follows: a) "Contract Period" means the period ending on May 31, 2016. b) "Services Period" means the period ending on May 31, 2014. See e.g. a) above.',
      ),
    ).toEqual([
      'As follows: a) "Contract Period" means the period ending on May 31, 2016.',
      'b) "Services Period" means the period ending on May 31, 2014.',
      'See e.g. a) above.',
    ]);
  });

  it('ends one before a bracketed line or a bullet, not before a redaction', () => {
    expect(
      textsOf(
        'The subscription renews for another Subscription Term. [Signature Pages Follow] IN WITNESS WHEREOF, the parties have signed.',
      ),
    ).toEqual([
      'The subscription renews for another Subscription Term.',
      '[Signature Pages Follow] IN WITNESS WHEREOF, the parties have signed.',
    ]);
    expect(textsOf('Key terms are these. • Term: two years. • Renewal: none.')).toEqual([
      'Key terms are these.',
      '• Term: two years.',
      '• Renewal: none.',
    ]);
    expect(textsOf('The fee is due within 30 days. [***] per unit is payable.')).toHaveLength(1);
  });

  it('keeps offsets into the text', () => {
    const text = 'One sentence.  Two sentences.';
    const [, second] = splitSentences(text);
    expect(text.slice(second.start, second.end)).toBe('Two sentences.');
  });

  it('cuts a long sentence at its semicolons into clauses, with their offsets, and leaves a short one whole', () => {
    const grounds = Array.from(
      { length: 16 },
      (_, i) => `(${i + 1}) a failure of kind ${i + 1} that is not cured in time`,
    );
    const text = `The term of this Agreement shall be five (5) years, unless terminated earlier: ${grounds.join('; ')}.`;
    const clauses = splitSentences(text);
    expect(clauses.length).toBeGreaterThan(1);
    expect(clauses[0].text).toMatch(/^The term of this Agreement shall be five \(5\) years/);
    expect(clauses.every((clause) => clause.text.length <= 600)).toBe(true);
    for (const clause of clauses) expect(text.slice(clause.start, clause.end)).toBe(clause.text);
    expect(textsOf('Either party may terminate; the other party shall be told.')).toHaveLength(1);
  });
});
