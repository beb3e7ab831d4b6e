/**
 * A document printed wholly in capitals (an e-mail typed with caps lock, a telex-style notice, a scanned form, a
 * contract whose every line is conspicuous) carries no case at all, and the readers go by case: a label opens a line
 * with a capital ("Minimum term: 18 months" above "After your minimum term ends ..."), a month is a name beside its
 * day, a defined name ("the Master Lease", "the Escrow Agreement") is another instrument's, not this document's own.
 * Twin patterns in capitals (capitals.ts) cover the clauses a mixed-case contract prints in capitals; a document with
 * no small letter anywhere is given back the case it would be written in instead, and read as that.
 *
 * Only the case of letters changes, one character for one, so a sentence read in the recased text is the same length
 * and place in the text as printed (evidence is quoted from the text as printed: `quotedAsPrinted`).
 */
import { prepareDocument, type PreparedDocument } from './document';
import { escapedForPattern } from './own-names';
import { PARTY_ROLES } from './party-roles';

/** At least this many letters, to tell a document from a heading or a code. */
const FEWEST_LETTERS = 40;
/** A few small letters (an e-mail address, a web address, "e.g.") do not make a line mixed case. */
const MOST_SMALL_SHARE = 0.02;
/**
 * The share of a document's letters on lines printed in capitals that makes it a document in capitals: a reply's
 * few lines in mixed case above a message quoted in capitals do not make the message mixed case. CUAD's filings,
 * with their headings and conspicuous clauses in capitals, hold at most 19 % of their letters on such lines.
 */
const MOST_IN_CAPITALS = 0.6;

/** A line's letters counted in one pass (every contract is checked, so this is kept cheap), and whether in capitals. */
const lettersOf = (line: string) => {
  let capitals = 0;
  let small = 0;
  for (let at = 0; at < line.length; at++) {
    const code = line.charCodeAt(at);
    if (code >= 65 && code <= 90) capitals++;
    else if (code >= 97 && code <= 122) small++;
    else if (code > 127) {
      const character = line[at];
      if (/\p{Lu}/u.test(character)) capitals++;
      else if (/\p{Ll}/u.test(character)) small++;
    }
  }
  return { letters: capitals + small, inCapitals: capitals > 0 && small <= MOST_SMALL_SHARE * (capitals + small) };
};

/** Whether a line is printed in capitals: letters, almost none of them small. */
const printedInCapitals = (line: string) => lettersOf(line).inCapitals;

/** Whether a document is printed in capitals: most of its letters on lines printed in capitals. */
export function isPrintedInCapitals(text: string): boolean {
  let letters = 0;
  let inCapitals = 0;
  for (const line of text.split('\n')) {
    const counted = lettersOf(line);
    letters += counted.letters;
    if (counted.inCapitals) inCapitals += counted.letters;
  }
  return inCapitals >= FEWEST_LETTERS && inCapitals >= MOST_IN_CAPITALS * letters;
}

/**
 * A heading, kept in capitals as a mixed-case document prints it too ("SUBLEASE AGREEMENT", "2. TERM", "SCHEDULE 1"):
 * a short line with no sentence's stop, no label's colon and no figure but a number in front, which does not go on
 * from a long line of prose before it (the last words of a sentence a plain-text mail wrapped, its stop left off; not
 * a row of a summary, its label and value apart by dots or spaces).
 */
const HEADING = /^[ \t]*(?:(?:\d+(?:\.\d+)*\.?|[IVX]+\.|\([A-Z\d]+\))[ \t]+)?[^\n.:;!?\d]{1,60}$/;
const GOES_ON = /^(?!.*(?:\.{4}|\S {3,}\S)).{61,}[^.:;!?"”)\s]\s*$/;
const goesOnFrom = (before: string | undefined) => before !== undefined && GOES_ON.test(before);
/** A verb a heading does not hold: "THIS AGREEMENT IS MADE BETWEEN ACME" is a sentence's first line. */
const SENTENCE_VERB = /\b(?:IS|ARE|WAS|WERE|BE|SHALL|WILL|MAY|MUST|CAN|HAS|HAVE)\b/;
const isHeading = (line: string, before: string | undefined) =>
  HEADING.test(line) && !SENTENCE_VERB.test(line) && !goesOnFrom(before);

/** What a line holds before its first word: an indent, quotation marks, a number or a bullet. */
const LINE_OPENING = String.raw`[ \t]*(?:>[ \t]*)*(?:(?:\d+(?:\.\d+)*\.?|\([A-Za-z\d]+\)|[-*•])[ \t]+)?`;
/** A letter that opens a line (after any indent, number or bullet), a sentence, or a label's value. */
const OPENS = new RegExp(String.raw`(^${LINE_OPENING}|[.!?]["”’)]?\s+|:[ \t]+)(\p{Ll})`, 'gmu');

/**
 * Months, spelled out, always names; "May" and the abbreviations only beside a day's or a year's figure ("1 May", "May
 * 2, 2027", "May, 2027", "the 22d day of May").
 */
const MONTH = /\b(?:january|february|march|april|june|july|august|september|october|november|december)\b/g;
const SHORT_MONTH =
  /\b(?:may|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b(?=\.?,?\s*\d)|(?<=\b\d{1,2}(?:st|nd|rd|th|d)?\s+(?:day\s+)?(?:of\s+)?)(?:may|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/g;
const WEEKDAY = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g;

/**
 * A name the document defines, in quotation marks after it or in brackets: (the "MASTER LEASE"), ("SUBLANDLORD"). The
 * document itself says which of its words are names; each is given back its capitals wherever it stands.
 */
const DEFINED_NAME = /["“]([\p{Lu}][\p{Lu}\d'’&-]*(?:[ ][\p{Lu}\d][\p{Lu}\d'’&-]*){0,4})["”]/gu;
/**
 * A label opening a line, which a form prints in title case ("Further Term: 2 years", "Commencement Date: 1 July
 * 2026"), its value after a colon, a leader of dots or a table's column gap; a label of more than one word is a name
 * the document uses elsewhere too ("renew for the Further Term").
 */
const LABEL = new RegExp(
  String.raw`^${LINE_OPENING}(\p{Lu}[\p{Lu}'’-]*(?:[ ][\p{Lu}][\p{Lu}'’-]*){0,4})(?:[ \t]*:|[ \t]*\.{3,}|[ \t]{3,}(?=\S))`,
  'gmu',
);
const LINE_LABEL = new RegExp(LABEL.source, 'u');
/**
 * Names a contract defines for its own dates and periods, nearly always in title case in mixed case, whether or not
 * this document prints their definition: "commencing on the Effective Date".
 */
const CONTRACTS_NAMES = [
  'EFFECTIVE DATE',
  'COMMENCEMENT DATE',
  'START DATE',
  'END DATE',
  'EXPIRATION DATE',
  'EXPIRY DATE',
  'INITIAL TERM',
  'RENEWAL TERM',
];
/**
 * The document naming itself, which mixed case writes in title case: "This Care Plan runs for 12 months", "this
 * Escrow Agreement" (a plan or an agreement named without it may be another's: "the care plan's price").
 */
const THIS_DOCUMENT =
  /\b([Tt]his|[Tt]hese)(\s+(?:[a-z][\w-]*\s+){0,3}?(?:agreements?|contracts?|leases?|subleases?|plans?|orders?|sows?|licen[cs]es?|addend(?:um|a)|amendments?|memorand(?:um|a)|polic(?:y|ies)|subscriptions?|statements?\s+of\s+work|terms\s+and\s+conditions))\b/g;
/** A party named by its role, which mixed case writes in title case: "unless extended by the Client". */
const PARTYS_ROLE = new RegExp(String.raw`(?<=\b[Tt]he\s+)(?:${PARTY_ROLES})\b(?![’'-])`, 'g');
/**
 * Another instrument named with words before its noun, which mixed case writes in title case: "issued under the
 * CONSULTING SERVICES AGREEMENT", "THE MASTER LEASE RENEWS". Not words that only describe ("the written agreement",
 * "the same lease"), nor a phrase's small words ("the building under a lease").
 */
const ANOTHER_INSTRUMENT =
  /(?<=\bTHE\s+)((?:(?!(?:WRITTEN|MUTUAL|SAME|SAID|ENTIRE|WHOLE|OTHER|FOREGOING|ABOVE|APPLICABLE|RELEVANT|SUCH|PARTIES['’]?|NEW|SEPARATE|PRESENT|INITIAL|A|AN|THE|THIS|ITS|THEIR|ANY|EACH|UNDER|WITH|OF|AND|OR|TO|FOR|BY|IN|ON|AT|FROM|AS)\b)[\p{Lu}][\p{Lu}-]*\s+){1,3}(?:AGREEMENT|CONTRACT|LEASE|LICEN[CS]E))\b/gu;
/**
 * A code of letters and figures, which mixed case prints in capitals too: a postcode ("LS1 5AA"), a reference
 * ("AB12"), a model ("D4S"): two letters or more beside a figure. Not an ordinal ("31st", "22d") or a time ("10am").
 */
const CODE = /\b(?!\d+(?:st|nd|rd|th|am|pm)\b)(?=[a-z]*\d)(?=(?:\d*[a-z]){2})[a-z\d]{3,}\b/g;
/**
 * Abbreviations mixed case prints in capitals too: "This SOW", "the NDA", "USD 12,000", "plus VAT", "HK$38,000" (a
 * currency marks where a document writes the day first, fields/dates.ts).
 */
const ABBREVIATIONS = 'sow|nda|mou|sla|msa|usd|gbp|eur|aud|cad|nzd|hk|hkd|sgd|zar|inr|vat|gst|abn|acn|llc|llp';
/**
 * Companies' forms of countries that write the day first, as mixed case prints them: "(Pty) Ltd", "Pte. Ltd.", "Sdn
 * Bhd", "Pvt. Ltd." (each marks such a document, fields/dates.ts).
 */
const DAY_FIRST_COMPANY_FORM = /\b(pty|pte|pvt|sdn)(\.?\)?\s+)(ltd|bhd)\b/gi;
const ABBREVIATION = new RegExp(`\\b(?:${ABBREVIATIONS})\\b`, 'gi');
const ABBREVIATION_WORD = new RegExp(`^(?:${ABBREVIATIONS})$`);
/** Words a name writes small in mixed case: "Term of Agreement", "Statement of Work". */
const SMALL_IN_A_NAME = new Set(['of', 'and', 'the', 'for', 'to', 'in', 'on', 'a', 'an', 'or', 'by']);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** Each letter small, one character for one (a capital whose small form is longer is left as it is). */
const small = (text: string) => {
  const lower = text.toLowerCase();
  return lower.length === text.length
    ? lower
    : text.replace(/\p{Lu}/gu, (letter) => (letter.toLowerCase().length === 1 ? letter.toLowerCase() : letter));
};
/** A word of a name with its first letter a capital, after any bracket or quotation mark: "(Pty)" as "Pty Ltd" is. */
const capitalisedInAName = (word: string) =>
  word.replace(
    /^([(["“‘]*)(\p{Ll})(?=\p{Ll})/u,
    (_whole, before: string, letter: string) => before + letter.toUpperCase(),
  );
const asName = (name: string) =>
  small(name)
    .split(' ')
    .map((word, at) =>
      at > 0 && SMALL_IN_A_NAME.has(word)
        ? word
        : ABBREVIATION_WORD.test(word)
          ? word.toUpperCase()
          : capitalisedInAName(word),
    )
    .join(' ');

/**
 * The words of a line printed in capitals given back the case a document in mixed case writes them in; its first
 * letter a capital unless it goes on from the line before (`goesOn`).
 */
function recasedLine(line: string, goesOn: boolean): string {
  const label = LINE_LABEL.exec(line)?.[0] ?? '';
  return (asName(label) + small(line.slice(label.length)))
    .replace(OPENS, (whole, before: string, letter: string, at: number) =>
      at === 0 && goesOn && !label ? whole : before + letter.toUpperCase(),
    )
    .replace(MONTH, capitalised)
    .replace(SHORT_MONTH, capitalised)
    .replace(WEEKDAY, capitalised)
    .replace(ABBREVIATION, (abbreviation) => abbreviation.toUpperCase())
    .replace(DAY_FIRST_COMPANY_FORM, (_whole, form: string, between: string, last: string) =>
      [capitalised(form.toLowerCase()), between, capitalised(last.toLowerCase())].join(''),
    )
    .replace(CODE, (code) => code.toUpperCase())
    .replace(THIS_DOCUMENT, (_whole, word: string, name: string) => word + asName(name.toUpperCase()))
    .replace(PARTYS_ROLE, capitalised)
    .replace(/\bi\b(?=['’]|\s)/g, 'I');
}

/** Each name given back its capitals wherever it stands on a line recased, broken over two lines too. */
function withNames(text: string, names: string[], kept: boolean[]): string {
  const starts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
  const lineAt = (at: number) => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle] <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  if (names.length === 0) return text;
  // One pass for every name, the longest first where one holds another ("Master Lease Agreement", "Master Lease").
  const key = (words: string) => small(words).split(/\s+/).join(' ');
  const nameOf = new Map(names.map((name) => [key(name), name]));
  const alternatives = names.map((name) => small(name).split(' ').map(escapedForPattern).join('\\s+')).join('|');
  const written = new RegExp(`(?<![\\p{L}\\d])(${alternatives})(s?)(?![\\p{L}\\d])`, 'giu');
  return text.replace(written, (whole: string, words: string, plural: string, at: number) => {
    const name = nameOf.get(key(words));
    return kept[lineAt(at)] || !name ? whole : keepingSpaces(whole, asName(name) + plural);
  });
}

/** A name's letters in the spaces and line breaks it was printed with. */
const keepingSpaces = (printed: string, name: string) => {
  const letters = name.replace(/\s+/g, '');
  let next = 0;
  return printed.replace(/\S/g, () => letters[next++]);
};

/**
 * The text given back a mixed case, line by line (see the top of this file), its length and places unchanged; the
 * parties' names (as read from the text as printed) in title case wherever they stand.
 */
export function recased(text: string, parties: string[] = []): string {
  const defined = [...text.matchAll(DEFINED_NAME), ...text.matchAll(ANOTHER_INSTRUMENT)].map((match) =>
    match[1].replace(/\s+/g, ' '),
  );
  const labels = [...text.matchAll(LABEL)].map((match) => match[1]).filter((label) => label.includes(' '));
  const names = [...new Set([...parties, ...defined, ...labels, ...CONTRACTS_NAMES])]
    .filter((name) => name.trim() !== '')
    .sort((a, b) => b.length - a.length);
  const lines = text.split('\n');
  // Headings stay in capitals; lines in mixed case (a reply above a quoted message) stay as they are.
  const kept = lines.map((line, at) => !printedInCapitals(line) || isHeading(line, lines[at - 1]));
  const recasedLines = lines.map((line, at) => (kept[at] ? line : recasedLine(line, goesOnFrom(lines[at - 1]))));
  return withNames(recasedLines.join('\n'), names, kept);
}

/**
 * The document as printed, split into sentences where its recased text splits: in capitals a capital opens every
 * word, so only the recased text shows where a sentence ends ("... AND PEMBERTON FOODS LTD. / THE CONSULTANT WILL
 * PROVIDE ..." ran on into one, its second party lost). Where the normaliser made the two of different lengths, as
 * printed.
 */
export function splitAsRecased(printed: PreparedDocument, text: string): PreparedDocument {
  const split = prepareDocument(recased(text));
  if (split.flat.length !== printed.flat.length) return printed;
  const sentences = split.sentences.map((sentence) => ({
    ...sentence,
    text: printed.flat.slice(sentence.start, sentence.end),
  }));
  return { ...printed, sentences };
}

/**
 * A passage read in the recased text as the document prints it: the same stretch of the text as printed where it is
 * found there, whatever its case; else (the normaliser joined or dropped something) in capitals, as printed.
 */
export function quotedAsPrinted(passage: string, printed: string): string {
  const at = printed.toLowerCase().indexOf(passage.toLowerCase());
  return at >= 0 ? printed.slice(at, at + passage.length) : passage.toUpperCase();
}
