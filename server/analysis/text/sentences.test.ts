import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

const textsOf = (text: string) => splitSentences(text).map((sentence) => sentence.text);

describe('splitSentences', () => {
  it('does not end a sentence at an abbreviation inside it', () => {
    expect(textsOf('Acme Inc. and Beta Co. agree, e.g. on prices. Then it ends.')).toEqual([
      'Acme Inc. and Beta Co. agree, e.g. on prices.',
      'Then it ends.',
    ]);
  });

  it("ends one at a company's suffix when a sentence opens after it", () => {
    expect(
      textsOf('This Agreement is made between Acme Inc. and Beta LLC. The term of this Agreement is two years.'),
    ).toEqual(['This Agreement is made between Acme Inc. and Beta LLC.', 'The term of this Agreement is two years.']);
  });

  it('keeps offsets into the text', () => {
    const text = 'One sentence.  Two sentences.';
    const [, second] = splitSentences(text);
    expect(text.slice(second.start, second.end)).toBe('Two sentences.');
  });
});
