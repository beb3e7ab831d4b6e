import { describe, expect, it } from 'vitest';
import { anyOf } from './any-of';

describe('anyOf', () => {
  const parts = [String.raw`\bnon-?renewal\b`, String.raw`(?=then\s)(?<=minimum\s+term[^.]{0,20})then\s+monthly`];
  const joined = new RegExp(parts.join('|'), 'i');
  const texts = [
    'Either party may give notice of non-renewal.',
    'Minimum term 12 months, then monthly until cancelled.',
    'Then monthly, with no minimum term.',
    'NON-RENEWAL NOTICE',
    'Nothing renews here.',
  ];

  it('matches where the patterns joined into one regular expression match, and only there', () => {
    const any = anyOf(parts);
    expect(texts.map((text) => any.test(text))).toEqual(texts.map((text) => joined.test(text)));
    expect(texts.map((text) => any.test(text))).toEqual([true, true, false, true, false]);
  });

  it('answers the same for the same text however often it is asked (no global state carried over)', () => {
    const any = anyOf(parts, 'gi');
    expect([any.test(texts[0]), any.test(texts[0]), any.test(texts[0])]).toEqual([true, true, true]);
  });
});
