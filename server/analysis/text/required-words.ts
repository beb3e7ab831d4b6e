import { RegExpParser, type AST } from '@eslint-community/regexpp';

/**
 * The words a regular expression cannot match without: lists of strings, every match holding one string of each list
 * (in lower case when the pattern ignores case), or null when nothing useful can be said. A text that lacks every
 * string of one list cannot match, so a test of the pattern can be skipped on it for a search of the strings, which is
 * many times quicker: a pattern that opens with common words ("is", "be", "are" in "is deemed renewed for an indefinite
 * period") is tried by the regular expression engine at every word of every sentence, while the string search finds
 * "renewed" in none of most.
 *
 * The strings are read from the pattern's letters, in the way RE2's prefilter does: what a part can match exactly
 * where that is a few strings ("(?:renew|extend)ed" is "renewed" or "extended"), and where it is not, the lists a part
 * that must match requires; a concatenation requires every list of its parts (the "survive" of "this Agreement shall
 * survive" as well as its "agreement" or "contract"), an alternation one string of each alternative's best list. Only
 * ASCII characters are read as letters, as only they fold case as lower-casing a text does (a non-ASCII character
 * matches itself alone in a pattern without the `u` flag); anything else, classes and escapes as `\w` or `\s`, is a
 * character not known. The lists come rarest first (fewest strings, then longest), so a text without is turned away
 * soonest.
 */
export function requiredWords(pattern: string, ignoreCase: boolean): string[][] | null {
  // Remembered: the lists of running-on patterns are read from the same long patterns more than once, at start-up.
  const key = `${ignoreCase ? 'i' : ''}/${pattern}`;
  if (!readBefore.has(key)) readBefore.set(key, read(pattern, ignoreCase));
  return readBefore.get(key)!;
}

const readBefore = new Map<string, string[][] | null>();

function read(pattern: string, ignoreCase: boolean): string[][] | null {
  let ast: AST.Pattern;
  try {
    ast = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, { unicode: false });
  } catch {
    return null;
  }
  const useful = wanted(alternativesInfo(ast.alternatives, ignoreCase)).filter(isUseful);
  return useful.length > 0 ? useful : null;
}

/** Below this many letters a required string is found almost everywhere ("is", "the", "for"): no use as a filter. */
const SHORTEST_USEFUL = 4;
/** Beyond this many strings in a list, searching for each costs more than trying the pattern saves. */
const MOST_REQUIRED = 64;
/** At most this many lists are searched for: a text without the first few is turned away already. */
const MOST_LISTS = 4;
/** At most this many exact strings are kept for a part: beyond, the set is read as strings required. */
const MOST_EXACT = 16;

/**
 * What is known of the strings a part of a pattern matches: all of them, where they are few (`exact`), and else
 * lists of strings each match holds one of (`within`), or nothing (both absent).
 */
interface Info {
  exact?: string[];
  within?: string[][];
}

const NOTHING_KNOWN: Info = {};
const EMPTY: Info = { exact: [''] };

const shortest = (words: string[]) => Math.min(...words.map((word) => word.length));
/** Whether a list is worth searching for: not too many strings, none too short to be rare. */
const isUseful = (words: string[]) => words.length <= MOST_REQUIRED && shortest(words) >= SHORTEST_USEFUL;
/** Useful lists first, then fewer strings, then longer ones: the list a text is likelier to lack. */
const rarestFirst = (a: string[], b: string[]) =>
  Number(isUseful(b)) - Number(isUseful(a)) || a.length - b.length || shortest(b) - shortest(a);

/**
 * The lists worth keeping of those a part requires, rarest first: no more than the first few are searched for, and a
 * list that is not among a part's first few is not among the whole pattern's.
 */
const rarest = (lists: string[][]) => lists.sort(rarestFirst).slice(0, MOST_LISTS);

/** The lists of strings every match holds one of, rarest first: the exact strings if none is empty, else those within. */
function wanted(info: Info): string[][] {
  if (info.exact && info.exact.every((word) => word.length > 0)) return [info.exact];
  return info.within ?? [];
}

function alternativesInfo(alternatives: AST.Alternative[], ignoreCase: boolean): Info {
  const infos = alternatives.map((alternative) => concatenationInfo(alternative.elements, ignoreCase));
  if (infos.length === 1) return infos[0];
  const exact = infos.every((info) => info.exact) ? [...new Set(infos.flatMap((info) => info.exact!))] : undefined;
  if (exact && exact.length <= MOST_EXACT) return { exact };
  // A match of the alternation is a match of one of its alternatives: it holds a string of that one's rarest list.
  const each = infos.map((info) => wanted(info)[0]);
  return each.every(Boolean) ? { within: [[...new Set(each.flat())]] } : NOTHING_KNOWN;
}

function concatenationInfo(elements: AST.Element[], ignoreCase: boolean): Info {
  // The exact strings of the run of parts read so far, while there are few; the lists required by the runs and parts
  // before it, every one of which a match holds a string of.
  let run: string[] | undefined = [''];
  const within: string[][] = [];
  // Whether the run is the whole concatenation so far, so that its strings are all it matches.
  let whole = true;
  const endRun = () => {
    if (run) within.push(...wanted({ exact: run }));
    run = undefined;
    whole = false;
  };
  for (const element of elements) {
    const info = elementInfo(element, ignoreCase);
    if (info.exact && run && run.length * info.exact.length <= MOST_EXACT) {
      run = run.flatMap((before) => info.exact!.map((after) => before + after));
      continue;
    }
    endRun();
    // An exact part starts a new run (its strings required when it ends); any other leaves none until the next one.
    if (info.exact) run = info.exact;
    else within.push(...wanted(info));
  }
  if (run && whole) return { exact: run };
  endRun();
  return within.length > 0 ? { within: rarest(within) } : NOTHING_KNOWN;
}

function elementInfo(element: AST.Element, ignoreCase: boolean): Info {
  switch (element.type) {
    case 'Character':
      return characterInfo(element.value, ignoreCase);
    case 'Assertion':
      // "\b", "^", "$" and lookarounds match no characters of their own.
      return EMPTY;
    case 'Group':
      // A group with its own flags ("(?i:...)") may fold case where the pattern does not: nothing is read of it.
      return element.modifiers ? NOTHING_KNOWN : alternativesInfo(element.alternatives, ignoreCase);
    case 'CapturingGroup':
      return alternativesInfo(element.alternatives, ignoreCase);
    case 'Quantifier':
      return quantifierInfo(element, ignoreCase);
    case 'CharacterClass':
      return classInfo(element, ignoreCase);
    default:
      // Character sets ("\w", "\s", "."), backreferences: any of many characters.
      return NOTHING_KNOWN;
  }
}

function quantifierInfo(quantifier: AST.Quantifier, ignoreCase: boolean): Info {
  const inner = elementInfo(quantifier.element, ignoreCase);
  if (quantifier.min === 1 && quantifier.max === 1) return inner;
  if (quantifier.min === 0 && quantifier.max === 1 && inner.exact && inner.exact.length < MOST_EXACT)
    return { exact: ['', ...inner.exact] };
  // Repeated at least once: each match holds the part once at least.
  if (quantifier.min >= 1) return { within: wanted(inner) };
  // A part that may match nothing requires no string.
  return NOTHING_KNOWN;
}

function classInfo(characterClass: AST.CharacterClass, ignoreCase: boolean): Info {
  if (characterClass.negate) return NOTHING_KNOWN;
  const characters: string[] = [];
  for (const element of characterClass.elements) {
    if (element.type !== 'Character') return NOTHING_KNOWN;
    const info = characterInfo(element.value, ignoreCase);
    if (!info.exact) return NOTHING_KNOWN;
    characters.push(...info.exact);
  }
  const exact = [...new Set(characters)];
  return exact.length > 0 && exact.length <= 4 ? { exact } : NOTHING_KNOWN;
}

function characterInfo(codePoint: number, ignoreCase: boolean): Info {
  // Printable ASCII only: outside it, case folding in a pattern and lower-casing of a text may differ.
  if (codePoint < 0x20 || codePoint > 0x7e) return NOTHING_KNOWN;
  const character = String.fromCharCode(codePoint);
  return { exact: [ignoreCase ? character.toLowerCase() : character] };
}
