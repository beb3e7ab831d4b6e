import { describe, expect, it } from 'vitest';
import { AFTER_THE_TERM, RUNS_ON_AFTER_THE_TERM_PARTS } from '../fields/renewal-cues';
import { MAILBOX_DOCUMENTS } from '../fixtures/mailbox-documents';
import { requiredWords } from './required-words';

describe('requiredWords', () => {
  it('reads the strings every match holds, in lower case where case is ignored', () => {
    expect(requiredWords(String.raw`\b(?:is|be)\s+(?:renew|extend)ed\b`, true)).toEqual(['renewed', 'extended']);
    expect(requiredWords(String.raw`\s+Notice\s+`, true)).toEqual(['notice']);
    expect(requiredWords(String.raw`\s+Notice\s+`, false)).toEqual(['Notice']);
    // A part that may be left out is read both ways; one repeated is held at least once.
    expect(requiredWords(String.raw`x?abc`, true)).toEqual(['abc', 'xabc']);
    expect(requiredWords(String.raw`(?:abc){2,}`, true)).toEqual(['abc']);
    // Of several parts that must match, the one with the longer strings.
    expect(requiredWords(String.raw`\bthe\s+\w+\s+evergreen`, true)).toEqual(['evergreen']);
  });

  it('says nothing where an alternative requires nothing or only short, common strings', () => {
    expect(requiredWords(String.raw`renewal|\s+`, true)).toBeNull();
    expect(requiredWords(String.raw`renewal|\d+`, true)).toBeNull();
    expect(requiredWords(String.raw`\b(?:is|be|are)\b`, true)).toBeNull();
    expect(requiredWords(String.raw`(?:renewal)?\s+`, true)).toBeNull();
    expect(requiredWords(String.raw`(unclosed`, true)).toBeNull();
  });

  it('reads no letter that case folding and lower-casing could treat differently', () => {
    // "é" outside ASCII ends the word read ("É" is one in a text, and no ASCII letter lower-cases to it).
    expect(requiredWords('terminé', true)).toEqual(['termin']);
    expect(requiredWords('né', true)).toBeNull();
    expect(requiredWords('(?i:renewal)', false)).toBeNull();
    // Lookarounds match nothing of their own: what they look at is not required of the match.
    expect(requiredWords(String.raw`(?<=renewal\s)term`, true)).toEqual(['term']);
    expect(requiredWords(String.raw`(?<=renewal\s)to`, true)).toBeNull();
  });

  it('never says a text cannot match where it does: every match of the running-on patterns holds a word read', () => {
    const sentences = MAILBOX_DOCUMENTS.flatMap(([, lines]) => lines.join(' ').split(/(?<=[.;])\s+/));
    let matched = 0;
    for (const pattern of [AFTER_THE_TERM, ...RUNS_ON_AFTER_THE_TERM_PARTS]) {
      const words = requiredWords(pattern, true);
      const expression = new RegExp(pattern, 'i');
      for (const sentence of sentences) {
        if (!expression.test(sentence)) continue;
        matched++;
        if (words)
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
