import { describe, expect, it } from 'vitest';
import { onlyWhere } from './only-where';

describe('onlyWhere', () => {
  const pattern = /\b(be|is|are)\s+prolonged\b/gi;
  const guarded = onlyWhere(/prolonged/i, pattern);

  it('replaces as the pattern does where the word it needs stands, every match and with groups', () => {
    const text = 'The term is prolonged by a year and the licence is Prolonged too.';
    expect(text.replace(guarded, '$1 extended')).toBe(
      'The term is extended by a year and the licence is extended too.',
    );
    expect(text.replace(guarded, (_all: string, verb: string) => `${verb.toUpperCase()} extended`)).toBe(
      text.replace(pattern, (_all: string, verb: string) => `${verb.toUpperCase()} extended`),
    );
  });

  it('gives the text back as it is where the word is missing, without trying the pattern', () => {
    const text = 'The term is extended by a year.';
    const calls: string[] = [];
    const watched = onlyWhere(/prolonged/i, {
      [Symbol.replace]: (input: string) => {
        calls.push(input);
        return 'changed';
      },
    } as unknown as RegExp);
    expect(text.replace(watched, 'x')).toBe(text);
    expect(calls).toEqual([]);
    expect('It is prolonged.'.replace(watched, 'x')).toBe('changed');
  });

  it('refuses a global or sticky test, whose place between calls would make it skip matches', () => {
    expect(() => onlyWhere(/prolonged/g, pattern)).toThrow(/must not be global or sticky/);
    expect(() => onlyWhere(/prolonged/y, pattern)).toThrow(/must not be global or sticky/);
  });
});
