import type { PreparedDocument } from './document';

/**
 * The names a document calls itself by, and the instruments it names that are not it. A sentence can only tell "the
 * Master Lease" from "this Agreement" when it names both (renewal-cues' withOtherInstruments); most sentences name
 * one, and only the document says which one it is: a supply agreement's "The Master Lease shall automatically renew
 * ..." renews the lease, not the agreement, where a master lease's own "The Master Lease shall automatically renew"
 * renews itself.
 */

/** Nouns of instruments a contract is or names: "Agreement", "Lease", "Statement of Work". */
const INSTRUMENT = String.raw`(?:Agreement|Contract|Lease|Sublease|Statement\s+of\s+Work|SOW)`;
/** The kind of each noun: a contract calls itself an agreement or a contract alike, a sublease is a lease. */
export const kindOf = (noun: string) => {
  const word = noun.toLowerCase();
  if (/^(?:agreement|contract)$/.test(word)) return 'agreement';
  if (/lease$/.test(word)) return 'lease';
  return 'statement of work';
};
/**
 * An instrument named with its determiner and the capitalised words before its noun: "the Master Lease", "Each
 * Statement of Work", "such Supply Agreement". Not a noun that itself names something ("the Agreement Term", "the
 * Lease Commencement Date").
 */
const NAMED_INSTRUMENT = new RegExp(
  String.raw`\b([Tt]he|[Ee]ach|[Ss]uch|[Aa]ny|[Ss]aid)\s+((?:[A-Z][\w&-]*\s+){0,4}?)(${INSTRUMENT})\b(?!\s+(?:[A-Z]|of\s+[A-Z]))`,
  'g',
);
/**
 * The same in capitals, as a conspicuous clause prints it ("EACH STATEMENT OF WORK SHALL AUTOMATICALLY RENEW"). No
 * capital tells a name's words from the words before it ("THE PARTIES MAY EXTEND THE TERM BY MUTUAL WRITTEN
 * AGREEMENT"), so a name with words before its noun counts only where the document writes that name elsewhere as a
 * name ("the Escrow Agreement"): the bare noun ("EACH STATEMENT OF WORK") by its kind alone. Not before a word that
 * makes the noun name something else ("THE AGREEMENT TERM", "EACH CONTRACT YEAR").
 */
const NAMED_INSTRUMENT_IN_CAPITALS = new RegExp(
  String.raw`\b(THE|EACH|SUCH|ANY|SAID)\s+((?:[A-Z][A-Z0-9&-]*\s+){0,4}?)(AGREEMENT|CONTRACT|LEASE|SUBLEASE|STATEMENT\s+OF\s+WORK|SOW)\b(?!\s+(?:TERM|DATE|PERIOD|YEAR|COMMENCEMENT|EXPIRATION|OF\s+[A-Z]))`,
  'g',
);
/** A name as a key: its words in lower case, single spaces ("escrow agreement"). */
const nameKey = (modifiers: string, noun: string) => `${modifiers} ${noun}`.trim().replace(/\s+/g, ' ').toLowerCase();
/** A document that amends another says "the Original Agreement" of what it amends, whose term is the one it sets. */
const AMENDS =
  /\b(?:this|THIS)\s+(?:[A-Z][\w-]*\s+){0,3}(?:Amendment|Addendum|AMENDMENT|ADDENDUM)\b|^\W*(?:[\w.,-]+\s+){0,4}(?:AMENDMENT|ADDENDUM)\b/;

/**
 * A sentence naming this instrument, by whatever name ("this Agreement", "This Statement of Work", "this MSA", "this
 * agreement"), says itself which instruments are others.
 */
const THIS_INSTRUMENT = /\b(?:[Tt]his|THIS)\s+(?:[A-Z]|(?:agreement|contract|lease)\b)/;

interface OwnNames {
  /** The kinds of instrument the document calls itself ("this Agreement", a title "LEASE AGREEMENT"). */
  kinds: Set<string>;
  /** Each of its names as the stems of its words ("maste", "suppl", "agree"). */
  names: Set<string>[];
  /** The short names it gives other instruments ('an irrevocable letter of credit ("LC")'), as one pattern. */
  othersShortNames: RegExp | null;
  /** Every instrument's name the document writes as one ("the Escrow Agreement"), as nameKey gives it. */
  instrumentNames: Set<string>;
}
/** The names alone, which the short names of other instruments are told apart by. */
type NamesAlone = Omit<OwnNames, 'othersShortNames' | 'instrumentNames'>;

/** The instrument nouns in capitals as well: "THIS DISTRIBUTION AGREEMENT", a title "MASTER LEASE". */
const ANY_CASE_INSTRUMENT = String.raw`(?:${INSTRUMENT}|AGREEMENT|CONTRACT|LEASE|SUBLEASE|STATEMENT\s+OF\s+WORK)`;
/** The document calling itself "this ...": "this Agreement", "This Master Lease", "THIS SUPPLY AGREEMENT". */
const THIS_NAMED = new RegExp(
  String.raw`\b(?:[Tt]his|THIS)\s+((?:[A-Z][\w&-]*\s+){0,4}?)${ANY_CASE_INSTRUMENT}\b`,
  'g',
);
/** A title line: in capitals, or a name in capitals and small letters alone on its line ("Supply Agreement"). */
const TITLE_LINE = new RegExp(String.raw`^\W*(?:[A-Z][\w&-]*\s+){0,5}${ANY_CASE_INSTRUMENT}\W*$`);
const NAMED_IN_TITLE = new RegExp(String.raw`(?:[A-Z][\w&-]*\s+){0,4}?${ANY_CASE_INSTRUMENT}\b`, 'g');
/**
 * The name the document gives itself in its opening words: 'This Agreement (the "Distribution Agreement")',
 * 'THIS AGREEMENT (hereinafter the "Supply Contract")'.
 */
const NAME_GIVEN = new RegExp(
  String.raw`\b(?:[Tt]his|THIS)\s+(?:[A-Z][\w&-]*\s+){0,4}?${ANY_CASE_INSTRUMENT}\s*,?\s*\((?:(?:hereinafter|herein)\s+)?(?:(?:called|referred\s+to\s+as)\s+)?(?:the\s+|this\s+)?["“]([^"”]{1,60})["”]`,
  'g',
);

/** The names the document's first lines and opening words give it. */
function namesGiven(doc: PreparedDocument): string[] {
  const head = doc.lines.slice(0, 600).split('\n').slice(0, 12);
  const titles = head
    .filter((line) => line.length <= 80 && (line === line.toUpperCase() || TITLE_LINE.test(line)))
    .flatMap((line) => line.match(NAMED_IN_TITLE) ?? []);
  const given = [...doc.flat.slice(0, 1500).matchAll(NAME_GIVEN)].map((match) => match[1]);
  return [...titles, ...given];
}

/** A word's stem, enough to take "Distribution" and "Distributor", or "Licence" and "License", for one. */
const stemOf = (word: string) =>
  word
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 5);

/** A name up to the instrument noun it ends in ("Master Supply Agreement"), without words after it. */
const ENDS_IN_INSTRUMENT = new RegExp(String.raw`(?:\S+\s+)*?${ANY_CASE_INSTRUMENT}$`, 'i');
/** Every instrument noun of a name, as written or in any case. */
const INSTRUMENT_NOUNS = new RegExp(INSTRUMENT, 'g');
const INSTRUMENT_NOUNS_ANY_CASE = new RegExp(INSTRUMENT, 'gi');

/**
 * Instruments that stand beside a contract without being it, whatever the contract is: 'an irrevocable letter of
 * credit ("LC")', 'a guaranty (the "Parent Guaranty")'.
 */
const BESIDE_A_CONTRACT = String.raw`letters?\s+of\s+credit|guarant(?:y|ee)|(?:performance\s+|surety\s+)?bond|promissory\s+note|insurance\s+polic(?:y|ies)|credit\s+facilit(?:y|ies)`;
/** A short name given in quotes after what it names: ' ("LC")', ' (the "MLA")', ' (hereinafter the "Note")'. */
const SHORT_NAME = String.raw`\s*\(\s*(?:(?:hereinafter|herein)\s+)?(?:(?:called|referred\s+to\s+as)\s+)?(?:the\s+|an?\s+)?["“]([^"”]{1,30})["”]\s*\)`;
/** Who or what an instrument is with, of or for, before its short name: ' with First Bank dated May 1, 2024'. */
const WITH_WHOM = String.raw`(?:\s+(?:with|between|among|dated|of|for|from|in\s+favou?r\s+of|issued\s+by)\b[^()"“;.]{1,60}?)?`;
/**
 * 'an irrevocable letter of credit ("LC")', 'a guarantee of its obligations (the "Parent Guarantee")', in any case.
 */
const BESIDE_SHORT_NAMED = new RegExp(String.raw`\b(?:${BESIDE_A_CONTRACT})${WITH_WHOM}${SHORT_NAME}`, 'gi');
/**
 * 'the Master Lease Agreement (the "MLA")', 'the Loan Agreement with First Bank dated May 1, 2024 (the "Loan")': the
 * instrument's capitalised name, as NAMED_INSTRUMENT reads it, and who or when it is with.
 */
const INSTRUMENT_SHORT_NAMED = new RegExp(
  String.raw`\b(?:[Tt]he|[Aa]n?)\s+((?:[A-Z][\w&-]*\s+){0,4}?)(${INSTRUMENT})${WITH_WHOM}${SHORT_NAME}`,
  'g',
);
/** A text to match as written inside a pattern: its pattern characters escaped. */
export const escapedForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The short names the document gives instruments that are not itself, as one pattern of whole words in their own
 * case: a letter of credit's, a guaranty's, or another agreement's or lease's ("the Master Lease (the "ML")" in a
 * supply agreement); not its own ('This Agreement (the "Agreement")'), nor a short name it also calls itself ("this
 * Guaranty").
 */
function othersShortNamesOf(doc: PreparedDocument, own: NamesAlone): RegExp | null {
  const names = [
    ...[...doc.flat.matchAll(BESIDE_SHORT_NAMED)].map((match) => match[1]),
    ...[...doc.flat.matchAll(INSTRUMENT_SHORT_NAMED)]
      .filter(([, modifiers, noun]) => !isOwn(own, modifiers, noun))
      .map((match) => match[3]),
  ]
    .map((name) => name.trim())
    .filter(
      (name) =>
        /^[A-Z]/.test(name) && !new RegExp(String.raw`\b(?:this|THIS)\s+${escapedForPattern(name)}\b`).test(doc.flat),
    );
  if (names.length === 0) return null;
  return new RegExp(
    String.raw`\b(?:(?:[Tt]he|[Ee]ach|[Ss]uch|[Aa]ny|[Ss]aid)\s+)?(?:${names.map(escapedForPattern).join('|')})\b`,
    'g',
  );
}

function ownNamesOf(doc: PreparedDocument): OwnNames | null {
  if (AMENDS.test(doc.flat)) return null;
  const named = [
    ...[...doc.flat.matchAll(THIS_NAMED)].map((match) => match[0].replace(/^\w+\s+/, '')),
    ...namesGiven(doc),
  ]
    .map((name) => name.match(ENDS_IN_INSTRUMENT)?.[0])
    .filter((name): name is string => name !== undefined);
  if (named.length === 0) return null;
  const own = {
    // Every instrument noun of a name is its kind: a "Master Lease Agreement" is a lease and an agreement.
    kinds: new Set(named.flatMap((name) => (name.match(INSTRUMENT_NOUNS_ANY_CASE) ?? []).map(kindOf))),
    names: named.map((name) => new Set(name.split(/\s+/).filter(Boolean).map(stemOf))),
  };
  const instrumentNames = new Set(
    [...doc.flat.matchAll(NAMED_INSTRUMENT)].map(([, , modifiers, noun]) => nameKey(modifiers, noun)),
  );
  return { ...own, othersShortNames: othersShortNamesOf(doc, own), instrumentNames };
}

const cache = new WeakMap<PreparedDocument, OwnNames | null>();
const ownNames = (doc: PreparedDocument) => {
  if (!cache.has(doc)) cache.set(doc, ownNamesOf(doc));
  return cache.get(doc) ?? null;
};

/**
 * Whether a named instrument is the document itself: of a kind the document is (any of its nouns: a "Lease Agreement"
 * is a lease), and bare ("the Agreement") or sharing a word with one of its names ("the Distribution Agreement" in an
 * "EXCLUSIVE DISTRIBUTOR AGREEMENT"; not "the Credit Agreement" in a "SUPPLY AGREEMENT").
 */
function isOwn(own: NamesAlone, modifiers: string, noun: string, inCapitals = false): boolean {
  const kinds = `${modifiers}${noun}`.match(inCapitals ? INSTRUMENT_NOUNS_ANY_CASE : INSTRUMENT_NOUNS) ?? [];
  if (!kinds.some((kind) => own.kinds.has(kindOf(kind)))) return false;
  const words = modifiers.split(/\s+/).filter(Boolean).map(stemOf);
  if (words.length === 0) return true;
  return own.names.some((name) => words.some((word) => name.has(word)));
}

/**
 * A sentence with the instruments it names that are not the document itself named as "another instrument", for the
 * renewal readers: "The Master Lease shall automatically renew" in a supply agreement becomes "another instrument
 * shall automatically renew". A sentence that names the document too ("this Agreement") is left to the
 * sentence's own reading, as is every sentence of a document that amends another.
 */
export function withOtherInstrumentsNamed(doc: PreparedDocument, text: string): string {
  const own = ownNames(doc);
  if (!own || THIS_INSTRUMENT.test(text)) return text;
  const named = text
    .replace(NAMED_INSTRUMENT, (phrase, _determiner: string, modifiers: string, noun: string) =>
      isOwn(own, modifiers, noun) ? phrase : 'another instrument',
    )
    .replace(NAMED_INSTRUMENT_IN_CAPITALS, (phrase, _determiner: string, modifiers: string, noun: string) =>
      (modifiers && !own.instrumentNames.has(nameKey(modifiers, noun))) || isOwn(own, modifiers, noun, true)
        ? phrase
        : 'another instrument',
    );
  // "The LC shall have a two (2) month term, and shall be renewed ..." where the document calls a letter of credit so.
  return own.othersShortNames ? named.replace(own.othersShortNames, 'another instrument') : named;
}

/** "the term of another instrument", "the initial period of another instrument": that instrument's, not this one's. */
const ANOTHERS_TERM = /\b(?:the\s+)?(?:[\w-]+\s+)?(?:term|period|duration)\s+of\s+another instrument/gi;
/** Words that name this agreement or its term once the other instruments are named as such. */
const OWN_WORDS = /\b(?:agreement|contract|lease|sublease|term|here(?:of|in|under|to|by))\b/i;

/**
 * Whether a sentence speaks of another instrument and not of this document or its term at all: "The Master Lease
 * expires on December 31, 2030" in a supply agreement. Its dates end the lease.
 */
export function speaksOnlyOfAnotherInstrument(doc: PreparedDocument, text: string): boolean {
  const named = withOtherInstrumentsNamed(doc, text);
  return named !== text && !OWN_WORDS.test(named.replace(ANOTHERS_TERM, 'another instrument'));
}
