type Replacement = string | ((substring: string, ...groups: never[]) => string);

/**
 * A pattern to replace by (`text.replace(onlyWhere(needs, pattern), replacement)`) that is tried only where `needs`,
 * a cheaper pattern, matches: the same text as `text.replace(pattern, replacement)` as long as `pattern` cannot match
 * where `needs` does not (a word it cannot match without, as "prolonged" for "is prolonged"). A sentence's rewriting
 * into the readers' words runs dozens of patterns over every sentence of a document; most start with alternatives
 * V8 tries at every word, while one plain word is found at once, and almost every sentence lacks it.
 */
export function onlyWhere(needs: RegExp, pattern: RegExp) {
  if (needs.global || needs.sticky) throw new Error('onlyWhere: `needs` must not be global or sticky');
  return {
    [Symbol.replace]: (text: string, replacement: Replacement): string =>
      needs.test(text) ? text.replace(pattern, replacement as string) : text,
  };
}
