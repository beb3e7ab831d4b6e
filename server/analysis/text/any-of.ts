/**
 * Whether any of several patterns matches a text, each tried in turn: the same answer as the patterns joined by "|"
 * into one regular expression, several times sooner for a long list. Joined, V8 tries every alternative at every
 * position of the text; alone, each pattern skips ahead to where its first letters stand. NON_RENEWAL_CONTEXT's
 * alternatives joined took 2.1 s over 19,000 CUAD sentences, tried in turn 0.5 s. Only for `test`: a match's place
 * would be the first pattern's to match, not the leftmost.
 */
export function anyOf(patterns: string[], flags = 'i'): { test(text: string): boolean } {
  const each = patterns.map((pattern) => new RegExp(pattern, flags.replace('g', '')));
  return { test: (text) => each.some((pattern) => pattern.test(text)) };
}
