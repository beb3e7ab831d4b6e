import { requiredWords } from './required-words';

/**
 * Whether any of several patterns matches a text, each tried in turn: the same answer as the patterns joined by "|"
 * into one regular expression, several times sooner for a long list. Joined, V8 tries every alternative at every
 * position of the text; alone, each pattern skips ahead to where its first letters stand. NON_RENEWAL_CONTEXT's
 * alternatives joined took 2.1 s over 19,000 CUAD sentences, tried in turn 0.5 s. Only for `test`: a match's place
 * would be the first pattern's to match, not the leftmost.
 *
 * A `gate` is a pattern that many of the others open with (AFTER_THE_TERM, which opens twelve of the ways a term runs
 * on): those are tried only where the gate itself matches somewhere in the text, as none of them can match where it
 * does not. The answer is the same; the gate's many alternatives are tried at every position once rather than once for
 * each pattern that opens with it (they were two fifths of `npm run eval:drafted`'s time, and the analysis of a CUAD
 * contract took 106 ms without the gate, 63 ms with it, on one thread on 7 December).
 *
 * And each pattern is tried only on a text that holds the words it cannot match without (requiredWords: "is deemed
 * renewed for an indefinite period" needs "renewed", "extended" or the like), found by a plain search of the
 * text in lower case: most sentences hold none of a pattern's words, and the search is many times quicker than the
 * regular expression engine's trying the pattern's opening at every word (the analysis of a CUAD contract, 88 to 71
 * ms on one thread, 8 December; every reading the same).
 *
 * Tried one alternative at a time instead (each pattern split at its top-level "|"), the analysis took longer (103 ms):
 * more patterns, each scanning the whole text.
 */
export function anyOf(patterns: string[], flags = 'i', gate?: string): { test(text: string): boolean } {
  const ignoreCase = flags.includes('i');
  // With the `u` or `v` flag case folds otherwise ("ſ" matches "s"), which lower-casing a text does not follow.
  const readable = !/[uv]/.test(flags);
  const compile = (pattern: string) => {
    const expression = new RegExp(pattern, flags.replace('g', ''));
    // A pattern wrapped as `\b(?:...)` requires what its inside does, read once for all the lists that hold it.
    const required = readable ? requiredWords(wrappedAfterABoundary(pattern) ?? pattern, ignoreCase) : null;
    // Tried only on a text that holds a word of each list it requires (the text in lower case, where case is ignored).
    return (text: string, searched: string) =>
      (required === null || required.every((words) => words.some((word) => searched.includes(word)))) &&
      expression.test(text);
  };
  const gated = (pattern: string) => gate !== undefined && opensWith(pattern, gate);
  const alwaysTried = patterns.filter((pattern) => !gated(pattern)).map(compile);
  const triedPastTheGate = patterns.filter(gated).map(compile);
  const gateMatches = gate === undefined ? null : compile(gate);
  return {
    test: (text) => {
      const searched = ignoreCase ? text.toLowerCase() : text;
      return (
        alwaysTried.some((matches) => matches(text, searched)) ||
        (triedPastTheGate.length > 0 &&
          gateMatches !== null &&
          gateMatches(text, searched) &&
          triedPastTheGate.some((matches) => matches(text, searched)))
      );
    },
  };
}

/**
 * Whether every way a pattern can match opens with `gate`: each of its top-level alternatives starts with the gate's
 * text, or is a group after a word boundary, `\b(?:...)`, whose alternatives all do (as NON_RENEWAL_CONTEXT wraps its
 * parts). A match of such a pattern holds a match of the gate where it starts.
 */
export function opensWith(pattern: string, gate: string): boolean {
  return topLevelAlternatives(pattern).every((alternative) => {
    if (alternative.startsWith(gate)) return true;
    const inner = wrappedAfterABoundary(alternative);
    return inner !== null && opensWith(inner, gate);
  });
}

/**
 * Where a pattern's groups open and close and its alternatives divide, outside escapes and character classes: each
 * "(", ")" and "|" with the depth of groups it stands at (a ")" at the depth it closes to).
 */
function* structure(pattern: string): Generator<{ at: number; mark: string; depth: number }> {
  let depth = 0;
  let inClass = false;
  for (let at = 0; at < pattern.length; at++) {
    const mark = pattern[at];
    if (mark === '\\') at++;
    else if (inClass) inClass = mark !== ']';
    else if (mark === '[') inClass = true;
    else if (mark === '(') yield { at, mark, depth: depth++ };
    else if (mark === ')') yield { at, mark, depth: --depth };
    else if (mark === '|') yield { at, mark, depth };
  }
}

/** A pattern's alternatives at its top level, split at each "|" outside groups and character classes. */
function topLevelAlternatives(pattern: string): string[] {
  const alternatives: string[] = [];
  let start = 0;
  for (const { at, mark, depth } of structure(pattern)) {
    if (mark !== '|' || depth !== 0) continue;
    alternatives.push(pattern.slice(start, at));
    start = at + 1;
  }
  alternatives.push(pattern.slice(start));
  return alternatives;
}

/** The inside of a pattern that is one group after a word boundary, `\b(?:...)`, or null. */
function wrappedAfterABoundary(pattern: string): string | null {
  const opening = String.raw`\b(?:`;
  if (!pattern.startsWith(opening)) return null;
  for (const { at, mark, depth } of structure(pattern)) {
    if (mark === ')' && depth === 0) return at === pattern.length - 1 ? pattern.slice(opening.length, -1) : null;
  }
  return null;
}
