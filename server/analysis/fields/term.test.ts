import { describe, expect, it } from 'vitest';
import { endFromSentence } from './term';

const sentence = (text: string) => ({ text, start: 0, end: text.length });

describe('endFromSentence', () => {
  it('counts a length of term from a start written after it', () => {
    const text = 'This Agreement shall remain in effect for two (2) years from March 1, 2021.';
    expect(endFromSentence(sentence(text), '2020-01-01')).toBe('2023-03-01');
  });

  it('counts a length followed by "after which" from the effective date: "which" names what follows, no start', () => {
    const text =
      'The term of this Agreement shall be twenty-four (24) months, after which it renews for one-year periods.';
    expect(endFromSentence(sentence(text), '2020-01-01')).toBe('2022-01-01');
  });
});
