/**
 * A list of parties printed in capitals ("BY AND AMONG BANK OF THE WEST, AS FIRST LIEN AGENT, ... AND HOLLISTER FOODS,
 * INC., AS BORROWER") hides what the readers of a preamble go by: a name is capitalised words, the words around it
 * (a role, a capacity, a description, "jointly and severally") are written in small letters. Read as it is, such a
 * list gave "AS BORROWER", "SEVERALLY" and "REGISTERED BANK HOLDING COMPANY" for parties and lost a party after a
 * description ("..., A TEXAS LIMITED PARTNERSHIP, CASCADE MIDSTREAM HOLDINGS, LLC, ...").
 *
 * So a run in capitals is given back the small letters a preamble writes: the words of this closed list, which a
 * preamble's own sentence uses and a name almost never does (a name's "of", "and", "the" and "for" are written small
 * in mixed case too, and the readers take them so). Company words that also describe ("CORPORATION", "COMPANY",
 * "LIMITED", "GENERAL", "PRINCIPAL") keep their capitals: a name needs them.
 */
const SMALL_IN_A_PREAMBLE = new Set(
  [
    // Joining words and prepositions.
    'an and or by of in on at to for with from under through between among amongst but not only solely unless',
    'which who whose is are be being has have having shall its their each together collectively individually',
    'jointly severally respectively respective into hereof',
    // What the sentence says the agreement does besides: "... AND AMENDS AND RESTATES THE AGREEMENT OF ...".
    'amends restates supersedes replaces',
    // A preamble's own phrases: "hereinafter referred to as", "on the one hand", "in favour of", "on behalf of",
    // "organized and existing under the laws of", "named on the signature pages hereto", "successors and assigns".
    'hereinafter hereafter hereto herein hereby hereunder thereof referred called known hand other favor favour',
    'behalf acting capacity organized organised existing duly residing located named identified listed set forth',
    'below above include includes successors assigns permitted expression repugnant context meaning laws liability',
    // What a party is said to be, not its name.
    'entity entities individual individuals person persons subsidiary subsidiaries affiliate affiliates wholly owned',
    'registered',
  ]
    .join(' ')
    .toUpperCase()
    .split(' '),
);

/** A partner or member named by its place in the party, not its name: "THE GENERAL PARTNER OF THE PARTNERSHIP". */
const ROLE_PHRASE =
  /\b(?:GENERAL|LIMITED|MANAGING)\s+(?:PARTNERS?|MEMBERS?)\b(?!\s*,?\s*(?:LLC|L\.L\.C|INC|LTD|LP|L\.P)\b)/g;

/**
 * The sides a preamble names its parties on ("ON THE ONE SIDE", "ON THE OTHER HAND", "OF THE FIRST PART"), whose "ONE"
 * and "SIDE" a name may hold elsewhere ("CAPITAL ONE", "EAST SIDE BANK"): small as a phrase only.
 */
const SIDE_PHRASE = /\b(?:ON|OF)\s+THE\s+(?:ONE|OTHER|FIRST|SECOND|THIRD)\s+(?:SIDE|HAND|PART)\b/g;

/**
 * The marks of another name a party goes by ("D/B/A", "F/K/A", "A/K/A", "N/K/A"), which mixed case writes small and the
 * readers end a name at.
 */
const ALIAS_MARK = /\b(?:D\/B\/A|[AFN]\/K\/A)\b/g;

/** A run of text with no small letter, long enough to be a sentence printed in capitals, not a name alone. */
const RUN_IN_CAPITALS = /[^a-zß-öø-ÿ]{40,}/g;

/** A word in capitals (accented capitals too), or a part of one joined by a hyphen ("WHOLLY-OWNED"). */
const WORD_IN_CAPITALS = /(?<![\p{L}\d'’.&/])\p{Lu}+(?![\p{L}\d'’&/])/gu;

/** Where "A" is the article: a word follows it ("A DELAWARE CORPORATION"), not a label's letter ("PARTY A:"). */
const ARTICLE_A = /^\s+[\p{Lu}\d]/u;
/**
 * Where "AS" is the word: a word follows it ("AS BORROWER", "AS OF JUNE 8"), not a Norwegian company's suffix ("FJORD
 * INTERACTIVE AS (", "FJORD INTERACTIVE AS OF STORGATA 10", its address).
 */
const WORD_AS =
  /^\s+(?!OF\s)\p{Lu}|^\s+OF\s+(?:THE|THIS|\d|(?:JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER)\b)/u;
/**
 * Words after which "THE" opens a phrase, not a name ("UNDER THE LAWS OF THE STATE", "ON THE SIGNATURE PAGES"); not
 * "FOR", which a body's name goes on after ("RESEARCH FOUNDATION FOR THE STATE UNIVERSITY OF NEW YORK").
 */
const BEFORE_PLAIN_THE = /\b(?:of|on|in|at|to|with|from|under|through)\s+$/;

function recaseRun(run: string): string {
  const small = [ROLE_PHRASE, SIDE_PHRASE, ALIAS_MARK].reduce(
    (text, phrase) => text.replace(phrase, (words) => words.toLowerCase()),
    run,
  );
  return small.replace(WORD_IN_CAPITALS, (word: string, at: number, text: string) => {
    const after = text.slice(at + word.length);
    if (word === 'A') return ARTICLE_A.test(after) ? 'a' : word;
    if (word === 'AS') return WORD_AS.test(after) ? 'as' : word;
    // "THE" is small inside a phrase, before a small word ("THE GENERAL PARTNER") and before a defined term ('THE
    // "COMPANY"'); before a name it stays, as a name that opens with it ("THE BANKERS BANK") is written so.
    if (word === 'THE') {
      const next = /^\s+(\p{L}+)/u.exec(after)?.[1] ?? '';
      const smallNext = /^\p{Ll}/u.test(next) || SMALL_IN_A_PREAMBLE.has(next) || /^\s*["“']/.test(after);
      return BEFORE_PLAIN_THE.test(text.slice(Math.max(0, at - 12), at).toLowerCase()) || smallNext ? 'the' : word;
    }
    return SMALL_IN_A_PREAMBLE.has(word) ? word.toLowerCase() : word;
  });
}

/** The text with each run in capitals given a preamble's small letters; text written in mixed case is left as it is. */
export function recaseCapitals(text: string): string {
  return text.replace(RUN_IN_CAPITALS, recaseRun);
}

/**
 * A name read from a run in capitals, put back in capitals: its words are capitals but for those the run was given in
 * small letters ("BANK of the WEST" is "BANK OF THE WEST"). A name written in mixed case is left as it is.
 */
export function asPrinted(name: string): string {
  return printedInCapitals(name) ? name.toUpperCase() : name;
}

/** Whether a name was read from a run in capitals: no small letter but in the words the run was given them in. */
export function printedInCapitals(name: string): boolean {
  const words = name.split(/[\s,]+/).filter(Boolean);
  const capitals = words.every(
    (word) => !/\p{Ll}/u.test(word) || SMALL_IN_A_PREAMBLE.has(word.toUpperCase()) || /^(?:a|as|the)$/.test(word),
  );
  return capitals && /\p{Lu}{2}/u.test(name);
}
