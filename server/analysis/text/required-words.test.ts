import { describe, expect, it } from 'vitest';
import { AFTER_THE_TERM, RUNS_ON_AFTER_THE_TERM_PARTS } from '../fields/renewal-cues';
import { MAILBOX_DOCUMENTS } from '../fixtures/mailbox-documents';
import { requiredWords } from './required-words';

describe('requiredWords', () => {
  it('reads the strings every match holds, in lower case where case is ignored', () => {
    expect(requiredWords(String.raw`\b(?:is|be)\s+(?:renew|extend)ed\b`, true)).toEqual([['renewed', 'extended']]);
    expect(requiredWords(String.raw`\s+Notice\s+`, true)).toEqual([['notice']]);
    expect(requiredWords(String.raw`\s+Notice\s+`, false)).toEqual([['Notice']]);
    // A part that may be left out is read both ways; one repeated is held at least once.
    expect(requiredWords(String.raw`x?abcd`, true)).toEqual([['abcd', 'xabcd']]);
    expect(requiredWords(String.raw`(?:abcd){2,}`, true)).toEqual([['abcd']]);
  });

  it('requires a string of each part a match must hold, the rarest list first', () => {
    expect(requiredWords(String.raw`\bthe\s+(?:agreement|contract)\s+shall\s+survive\b`, true)).toEqual([
      ['survive'],
      ['shall'],
      ['agreement', 'contract'],
    ]);
    // An alternation requires a string of its alternatives' best lists.
    expect(requiredWords(String.raw`\bterm\s+\w+\s+renewal|option\s+\w+\s+exercised`, true)).toEqual([
      ['renewal', 'exercised'],
    ]);
  });

  it('says nothing where an alternative requires nothing or only short, common strings', () => {
    expect(requiredWords(String.raw`renewal|\s+`, true)).toBeNull();
    expect(requiredWords(String.raw`renewal|\d+`, true)).toBeNull();
    expect(requiredWords(String.raw`\b(?:is|be|the)\b`, true)).toBeNull();
    expect(requiredWords(String.raw`(?:renewal)?\s+`, true)).toBeNull();
    expect(requiredWords(String.raw`(unclosed`, true)).toBeNull();
  });

  it('reads no letter that case folding and lower-casing could treat differently', () => {
    // "é" outside ASCII ends the word read ("É" is one in a text, and no ASCII letter lower-cases to it).
    expect(requiredWords('terminé', true)).toEqual([['termin']]);
    expect(requiredWords('nné', true)).toBeNull();
    expect(requiredWords('(?i:renewal)', false)).toBeNull();
    // Lookarounds match nothing of their own: what they look at is not required of the match.
    expect(requiredWords(String.raw`(?<=renewal\s)term`, true)).toEqual([['term']]);
    expect(requiredWords(String.raw`(?<=renewal\s)to`, true)).toBeNull();
  });

  it('never says a text cannot match where it does: every match of the running-on patterns holds a word of each list', () => {
    const sentences = MAILBOX_DOCUMENTS.flatMap(([, lines]) => lines.join(' ').split(/(?<=[.;])\s+/));
    let matched = 0;
    for (const pattern of [AFTER_THE_TERM, ...RUNS_ON_AFTER_THE_TERM_PARTS]) {
      const required = requiredWords(pattern, true) ?? [];
      const expression = new RegExp(pattern, 'i');
      for (const sentence of sentences) {
        if (!expression.test(sentence)) continue;
        matched++;
        for (const words of required)
          expect(
            words.some((word) => sentence.toLowerCase().includes(word)),
            `${pattern}: ${sentence}`,
          ).toBe(true);
      }
    }
    // The check is only as good as the matches it saw.
    expect(matched).toBeGreaterThan(500);
  });
});
