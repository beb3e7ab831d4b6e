import { describe, expect, it } from 'vitest';
import { anyOf, opensWith } from './any-of';

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

  it('tries the patterns a gate opens only where the gate matches, with the same answer as all joined', () => {
    const gate = String.raw`\b(?:after\s+the\s+term|thereafter)`;
    const gated = [
      ...parts,
      String.raw`${gate}[^.]{0,40}continues\s+indefinitely`,
      String.raw`\b(?:${gate}[^.]{0,40}until\s+terminated)`,
    ];
    const all = new RegExp(gated.join('|'), 'i');
    const more = [
      ...texts,
      'After the term it continues indefinitely.',
      'Thereafter it runs until terminated.',
      'It continues indefinitely until terminated.',
    ];
    const any = anyOf(gated, 'i', gate);
    expect(more.map((text) => any.test(text))).toEqual(more.map((text) => all.test(text)));
    expect(more.slice(-3).map((text) => any.test(text))).toEqual([true, true, false]);
    // A pattern one of whose alternatives does not open with the gate is always tried.
    expect(anyOf([String.raw`\bzzz|\bnothing`], 'i', String.raw`\bzzz`).test('Nothing renews here.')).toBe(true);
  });

  it('skips no text a pattern matches where case folds otherwise than lower-casing (the u flag)', () => {
    // "ſ" (long s) matches "s" under "iu", though its lower case is itself.
    expect(new RegExp('renewals', 'iu').test('renewalſ')).toBe(true);
    expect(anyOf(['renewals'], 'iu').test('renewalſ')).toBe(true);
    expect(anyOf(['renewals'], 'i').test('renewalſ')).toBe(false);
  });

  it('gates a pattern only where every way it can match opens with the gate', () => {
    const gate = String.raw`\b(?:after|thereafter)\b`;
    expect(opensWith(String.raw`${gate}[^.]{0,40}until`, gate)).toBe(true);
    expect(opensWith(String.raw`${gate}x|y`, gate)).toBe(false);
    expect(opensWith(String.raw`\b(?:${gate}x|${gate}y)`, gate)).toBe(true);
    expect(opensWith(String.raw`\b(?:${gate}x|y)`, gate)).toBe(false);
    expect(opensWith(String.raw`${gate}[|)]x`, gate)).toBe(true);
    expect(opensWith(String.raw`${gate}\|x|y`, gate)).toBe(false);
    expect(opensWith(String.raw`y${gate}`, gate)).toBe(false);
  });
});
