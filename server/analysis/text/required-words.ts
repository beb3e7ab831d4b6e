import { RegExpParser, type AST } from '@eslint-community/regexpp';

/**
 * The words a regular expression cannot match without: a list of strings, one of which every match holds (in lower case
 * when the pattern ignores case), or null when nothing useful can be said. A text holding none of them cannot match, so
 * a test of the pattern can be skipped on it for a search of the strings, which is many times quicker: a pattern that
 * opens with common words ("is", "be", "are" in "is deemed renewed for an indefinite period") is tried by the regular
 * expression engine at every word of every sentence, while the string search finds "renewed" in none of most.
 *
 * The strings are read from the pattern's letters, in the way RE2's prefilter does: what a part can match exactly
 * where that is a few strings ("(?:renew|extend)ed" is "renewed" or "extended"), and where it is not, the strings one of
 * which a part that must match holds; an alternation needs one of every alternative's, a concatenation the longest of
 * its parts'. Only ASCII characters are read as letters, as only they fold case as lower-casing a text does (a
 * non-ASCII character matches itself alone in a pattern without the `u` flag); anything else, classes and escapes as
 * `\w` or `\s`, is a character not known.
 */
export function requiredWords(pattern: string, ignoreCase: boolean): string[] | null {
  let ast: AST.Pattern;
  try {
    ast = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, { unicode: false });
  } catch {
    return null;
  }
  const words = wanted(alternativesInfo(ast.alternatives, ignoreCase));
  if (!words || words.length > MOST_REQUIRED) return null;
  return Math.min(...words.map((word) => word.length)) >= SHORTEST_USEFUL ? words : null;
}

/** Below this many letters a required string is found almost everywhere ("is", "or"): no use as a filter. */
const SHORTEST_USEFUL = 3;
/** Beyond this many required strings, searching for each costs more than trying the pattern saves. */
const MOST_REQUIRED = 64;
/** At most this many exact strings are kept for a part: beyond, the set is read as strings required. */
const MOST_EXACT = 16;

/**
 * What is known of the strings a part of a pattern matches: all of them, where they are few (`exact`), and else
 * strings one of which each holds (`within`), or nothing (both absent).
 */
interface Info {
  exact?: string[];
  within?: string[];
}

const NOTHING_KNOWN: Info = {};
const EMPTY: Info = { exact: [''] };

/** The strings one of which every match holds: the exact ones if none is empty, else those within. */
function wanted(info: Info): string[] | undefined {
  if (info.exact && info.exact.every((word) => word.length > 0)) return info.exact;
  return info.within;
}

/** The better of two sets of required strings: the one whose shortest string is longer (rarer in text). */
function better(a: string[] | undefined, b: string[] | undefined): string[] | undefined {
  if (!a) return b;
  if (!b) return a;
  const shortest = (words: string[]) => Math.min(...words.map((word) => word.length));
  return shortest(b) > shortest(a) ? b : a;
}

function alternativesInfo(alternatives: AST.Alternative[], ignoreCase: boolean): Info {
  const infos = alternatives.map((alternative) => concatenationInfo(alternative.elements, ignoreCase));
  const exact = infos.every((info) => info.exact) ? [...new Set(infos.flatMap((info) => info.exact!))] : undefined;
  if (exact && exact.length <= MOST_EXACT) return { exact };
  // A match of the alternation is a match of one of its alternatives: it holds one of that one's required strings.
  const each = infos.map(wanted);
  return each.every(Boolean) ? { within: [...new Set(each.flatMap((words) => words!))] } : NOTHING_KNOWN;
}

function concatenationInfo(elements: AST.Element[], ignoreCase: boolean): Info {
  // The exact strings of the run of parts read so far, while there are few; the best required strings of the runs
  // and parts before it.
  let run: string[] | undefined = [''];
  let best: string[] | undefined;
  // Whether the run is the whole concatenation so far, so that its strings are all it matches.
  let whole = true;
  const endRun = () => {
    if (run) best = better(best, wanted({ exact: run }));
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
    best = better(best, wanted(info));
    // An exact part starts a new run; any other leaves none until the next one.
    if (info.exact) run = info.exact;
  }
  if (run && whole) return { exact: run };
  endRun();
  return best ? { within: best } : NOTHING_KNOWN;
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
