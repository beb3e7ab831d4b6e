import { describe, expect, it } from 'vitest';
import { asWrittenOrInCapitals, capitalsOf } from './capitals';

describe('a pattern in capitals', () => {
  it('writes the letters of its words in capitals and leaves its escapes alone', () => {
    expect(capitalsOf(String.raw`\b[Tt]he\s+[\w-]+\s+shall\d`)).toBe(String.raw`\b[TT]HE\s+[\w-]+\s+SHALL\d`);
  });

  it('matches the words as written or all in capitals, and not in another case', () => {
    const outside = new RegExp(asWrittenOrInCapitals(String.raw`\b[Tt]he\s+Outside\s+Date\b`));
    expect(outside.test('the Outside Date shall be extended')).toBe(true);
    expect(outside.test('THE OUTSIDE DATE SHALL BE EXTENDED')).toBe(true);
    expect(outside.test('the outside date of the building')).toBe(false);
  });
});
