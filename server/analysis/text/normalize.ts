import { MONTH_NAME, NUMBER_WORD, parseNumberWords, yearFromWords } from './numbers';
import { asWrittenOrInCapitals } from './capitals';
import { asFilledIn } from './forms';
import { withHeaderRowsAsFields } from './header-rows';
import { withoutMailHeaders } from './mail-headers';
import { withOcrMisreadingsRepaired } from './ocr-repair';
import { ROW_WITHOUT_COLON, withPartyRowColons } from './key-term-rows';

/** A word a number follows as its own: "Section 5", "Article 12", "No. 3". */
const NUMBERED_WORD = /\b(?:section|article|clause|paragraph|schedule|exhibit|annex|appendix|part|item|no)$/i;

/**
 * A line at least this long is a paragraph's, wrapped where the page's width ran out (not a heading, a table's cell
 * or a form's label): a bare number after it that breaks its sentence is the page's.
 */
export const WRAPPED_LINE = 60;

/**
 * How a line ends that a sentence goes on from, not a sentence's end: a letter, a comma, a semicolon, a closing
 * parenthesis, a word's hyphen or a possessive's apostrophe ("sixty (60) days'").
 */
const GOES_ON = "[a-z,;)'-]";

/**
 * The confidentiality legend a page prints ("CONFIDENTIAL", "*** Confidential ***", "Confidential Treatment Requested by
 * Acme Corp."), as a whole line's pattern.
 */
export const CONFIDENTIALITY_LEGEND = String.raw`(?:\*+\s*)?confidential(?:\s+treatment\s+requested(?:\s+by\s+[^\n]{1,60})?)?(?:\s*\*+)?`;

/**
 * The two sides of a date or a quantity, which nothing of the contract's own comes between, only a page's furniture: a
 * month and its day ("September / 30, 2024"), a day and its year ("December 31, / 2021"), a number in words with its
 * digits and what it counts ("five (5) / Contract Years").
 */
const UNBREAKABLE: [before: string, after: string][] = [
  [String.raw`\b${MONTH_NAME}`, String.raw`\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}\b`],
  [String.raw`\b${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?,?`, String.raw`(?:19|20)\d{2}\b`],
  [String.raw`\b${NUMBER_WORD}\s*\(\d{1,4}\)`, '[a-z]'],
];
/** A page number on a line of its own between the two sides of one. */
const PAGE_NUMBER_INSIDE_ONE = new RegExp(
  UNBREAKABLE.map(([before, after]) => String.raw`(${before})\n\d{1,3}\n(?=${after})`).join('|'),
  'gi',
);
const SIDES = UNBREAKABLE.map(([before, after]) => [new RegExp(`${before}$`, 'i'), new RegExp(`^${after}`, 'i')]);
/** Whether a line ending in `before` and one opening with `after` are the two sides of a date or a quantity. */
const sidesOfOne = (before: string, after: string) =>
  SIDES.some(([end, start]) => end.test(before) && start.test(after));

/**
 * EDGAR's filing stamp on each page of a downloaded document: "Source: ACME, INC., DRS/A (on S-1), 3/21/2018", wrapped
 * anywhere where it is glued to a line of text; in capitals and small letters too, as a contract printed in capitals
 * and its recased text (recase.ts) give it.
 */
export const FILING_STAMP = String.raw`(?:Source|SOURCE|source):\s+[^\n]{1,80}?(?:\n[^\n]{1,80}?)?,\s+[\w/.-]{1,12}(?:\s\(?[\w/.-]{1,12}\)?){0,2},\s+\d{1,2}\/\d{1,2}\/\d{4}`;
/** The page's number printed just before the stamp: "Page 3 of 36", "Page 33/110", "- 4 -", "6 | Page", "12". */
const PAGE_NUMBER_BEFORE_STAMP = String.raw`(?:\b(?:Page|PAGE|page)\s+\d{1,4}(?:\s*(?:of|OF|/)\s*\d{1,4})?|(?=[-\s\d])(?<=\n[ \t]*)-?\s?\d{1,4}\s?-?|\b\d{1,4}\s?[│|]\s?(?:Page|PAGE|page))\s*`;

/**
 * A length of years and a half, which no reader of lengths counts in halves: "two and a half years", "two (2) and
 * one-half years", "a year and a half", "half a year", "one-and-a-half years". Group: the whole years, where given
 * as a number.
 */
const YEARS_AND_A_HALF = new RegExp(
  String.raw`\b(?:(${NUMBER_WORD}|\d{1,2})(?:\s*\(\d{1,2}\))?[\s-]+and[\s-]+(?:a|one)[\s-]half[\s-]+years?|(?:a|one)\s+year\s+and\s+a\s+half|half\s+a\s+year)\b`,
  'gi',
);
/** The whole years of such a length: none in "half a year", one in "a year and a half". */
function wholeYears(written: string, years: string | undefined): number | null {
  if (years === undefined) return /^half/i.test(written) ? 0 : 1;
  return /^\d/.test(years) ? Number(years) : parseNumberWords(years.toLowerCase());
}
/** The same in months: "30 months" (in capitals where it was printed so). */
function inMonths(written: string, years: string | undefined): string {
  const whole = wholeYears(written, years);
  if (whole === null) return written;
  const months = `${whole * 12 + 6} months`;
  return written === written.toUpperCase() ? months.toUpperCase() : months;
}

/**
 * A month (and day), then words that may be a year: "July, Two Thousand and Nine", "March 3, Nineteen Ninety", "March,
 * Nineteen Hundred and Ninety-Eight", "June in the year of our Lord two thousand and five".
 */
const YEAR_IN_WORDS = new RegExp(
  String.raw`\b(${MONTH_NAME}(?:\s+\d{1,2}(?:st|nd|rd|th)?)?,?\s+(?:in\s+the\s+year\s+(?:of\s+(?:our\s+Lord\s+)?)?)?)((?:Two\s+Thousand|TWO\s+THOUSAND|two\s+thousand|Nineteen|NINETEEN)(?:[\s-]+[A-Za-z]+){0,4})`,
  'g',
);

/** The longest run of the words from the start that reads as a year, and how many characters it takes. */
function longestYear(words: string): { value: number; length: number } | null {
  const parts = [...words.matchAll(/[A-Za-z]+/g)];
  for (let n = parts.length; n > 0; n--) {
    const end = parts[n - 1].index + parts[n - 1][0].length;
    const value = yearFromWords(words.slice(0, end));
    if (value) return { value, length: end };
  }
  return null;
}

/** EDGAR's stamp on a line of its own, with the page number before it. */
const STAMP_LINE = new RegExp(`\\n[ \\t]*(?:${PAGE_NUMBER_BEFORE_STAMP})?${FILING_STAMP}[ \\t]*(?=\\n)`, 'g');

/** EDGAR's stamp anywhere, with the page number before it. */
const STAMP = new RegExp(`(?:${PAGE_NUMBER_BEFORE_STAMP})?${FILING_STAMP}`, 'g');

/** A capitalised name in single quotes: an opening quote after a space or a bracket, a closing one before either. */
const SINGLE_QUOTED_NAME = /(?=')(?<=^|[\s([,;:])'([A-Z][^'\n]{0,60}?)'(?=[\s).,;:\]]|$)/g;

/** A word run into the date after it: "as of1 August 2019", "dated as ofJune 1, 2019", in capitals "AS OF1 AUGUST". */
const DAY_AND_MONTH = asWrittenOrInCapitals(String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s+)?${MONTH_NAME}\b`);
const SPACE_LOST_BEFORE_DATE = new RegExp(String.raw`\b(of|on|dated|OF|ON|DATED)(?=${DAY_AND_MONTH})`, 'g');

/** One or two bare page numbers on lines of their own after a line a sentence goes on from. */
const BARE_PAGE_NUMBER_IN_SENTENCE = new RegExp(`(${GOES_ON})\\n(?:\\d{1,3}\\n){1,2}(?=[a-z])`, 'g');

/** A confidentiality legend on a line of its own after a line a sentence goes on from. */
const LEGEND_IN_SENTENCE = new RegExp(`(${GOES_ON})\\n${CONFIDENTIALITY_LEGEND}(?=\\n)`, 'gi');
/**
 * The same after a line that ends in an abbreviation's full stop ("shall end at 11:59 p.m. / CONFIDENTIAL TREATMENT
 * REQUESTED BY ACME, INC. / on December 31, 2021"): the sentence runs on only where the line after opens in lower case.
 */
const LEGEND_AFTER_FULL_STOP = new RegExp(`\\.\\n${CONFIDENTIALITY_LEGEND}\\n`, 'gi');
const LOWER_CASE_AFTER = /^[a-z]/;

/** A running title or footer ending in the page's number after a line a sentence goes on from (or a quote). */
const FOOTER_IN_SENTENCE = new RegExp(
  String.raw`(${GOES_ON}|")\n[^\n]{0,60}(?<!\b(?:on|at|see|in|of|to|and|or)\s)\b(?:Page|PAGE)\s+\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?(?:\s+Initials:[^\n]{0,30})?(?=\n)`,
  'g',
);

/**
 * A day of the week before a date ("renews on Monday, 1 March 2027", "expires Fri. March 5, 2027", "Tue 02/03/2027"):
 * left out, so that the words before the date stand beside it ("renews on 1 March 2027") as every reader of dates and
 * their cues looks for them. Only before a date, a day (and a month) or a numeric date: "Friday" alone is kept, and
 * so is one that ends a sentence ("See you on Friday. 5 March 2027 is the day"). The date may run onto the next line,
 * as mail wrapped at 72 characters breaks it ("to Friday 2\nApril 2027").
 */
const WEEKDAY_BEFORE_A_DATE =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?,?)[ \t]+(?=\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b)/gi;

/**
 * A length's unit shortened as people type it in a message, after its number: "6 wk trial", "2 wks notice", "3 mos",
 * "12 mo", "2 yrs" (or "2yrs"), whole, so every reader of lengths knows it ("6 week trial", "2 weeks notice"). Not a
 * price's "/mo", which no number stands right before, nor a word that only begins so ("6 words", "3 more").
 */
const SHORTENED_UNIT = /\b(\d{1,3})\s?(wk|mo|yr)(s?)\b\.?/gi;
const UNIT_IN_FULL = { wk: 'week', mo: 'month', yr: 'year' } as const;
const withUnitInFull = (_all: string, count: string, unit: string, plural: string) => {
  const full = UNIT_IN_FULL[unit.toLowerCase() as keyof typeof UNIT_IN_FULL];
  return `${count} ${unit === unit.toUpperCase() ? full.toUpperCase() : full}${plural ? (plural === 'S' ? 'S' : 's') : ''}`;
};

/**
 * "till" (or "'til") as a conjunction or a preposition before a date, a day or what names one ("till 31.12.2027", "till
 * the end of the Term", "till such date"), as written or in capitals ("VALID TILL 31.12.2027"): not a till that is a
 * thing ("the till", "a till").
 */
const TILL =
  /(?<!\b(?:the|a|an|each|every|cash|shop|store|THE|A|AN|EACH|EVERY|CASH|SHOP|STORE)\s+)(?:\b(?:[Tt]ill|TILL)\b|'til\b)(?=\s+(?:\d|(?:the|such|its|midnight|and\s+including|THE|SUCH|ITS|MIDNIGHT|AND\s+INCLUDING)\b|[A-Z][a-z]+\.?\s+\d|[A-Z]{3,}\.?\s+\d))/g;

/**
 * A calendar year named as the period a thing is for, in a field or after a verb of lasting: "Validity: calendar year
 * 2028", "valid for calendar year 2028", "runs for the 2028 calendar year". Groups: what comes before, the year (either
 * way round). Not a year something happens in ("if in the calendar year 2005 Consultant achieves", "$300,000 for the
 * calendar year 1997"), which names no term.
 */
const CALENDAR_YEAR_AS_PERIOD =
  /(:[ \t]*|\b(?:valid|runs?|applies|apply|covers?|covering|lasts?|(?:is|are|remains?)\s+in\s+(?:force|effect))\s+(?:(?:for|during|throughout)\s+)?)(?:the\s+)?(?:calendar\s+year\s+((?:19|20)\d{2})|((?:19|20)\d{2})\s+calendar\s+year)\b/gi;

/**
 * A term's field whose value is a word for its length: "Subscription term: annual, renewing automatically each year",
 * "Contract term: monthly"; not a payment's or a renewal's term. Groups: the label with its colon, the word.
 */
const TERM_IN_A_WORD =
  /\b(?<!\b(?:payment|billing|notice|renewal)\s+)((?:(?:subscription|contract|initial|minimum|service|licen[cs]e|agreement|plan)\s+)?term\s*:[ \t]*)(annual|yearly|quarterly|monthly)\b(?!\s+(?:fees?|charges?|payments?|price|rent|billing|invoic\w*)\b)/gi;
const MONTHS_OF_A_WORD: Record<string, string> = {
  annual: '12 months',
  yearly: '12 months',
  quarterly: '3 months',
  monthly: '1 month',
};

/**
 * A table's row of two cells, a short label's and its value's, as Word and HTML tables give them in text: a tab or a
 * run of spaces between, no colon ("Initial Term<TAB>Thirty-six (36) months", "Expiration Date   December 31, 2021",
 * "Strength & conditioning app for the squad   25 seats at £4 per seat per month"). The gap is the field's colon, as a
 * dot leader's is; a row of more cells (a header, a grid) is left.
 */
const TWO_CELL_ROW =
  /^([ \t]*[A-Z][\w'()/&.-]*(?: (?:&|[A-Za-z(][\w'()/&.-]*)){0,7})(?: *\t[ \t]*| {3,})(?=[^\s:])(?![^\n]*(?:\t| {3}))/gm;

/**
 * Characters that print nothing: soft hyphens a word processor or a PDF leaves inside words ("termi\u00adnate"),
 * zero-width spaces and joiners an HTML e-mail puts beside its spaces and in its hidden preheader, direction marks and
 * byte-order marks (Unicode's format characters), and the combining grapheme joiner marketing e-mails pad with. Left
 * in, they split the words and numbers every reader matches ("Agree\u200bment", "30\u00ad days").
 */
const INVISIBLE = /[\p{Cf}\u034f]/gu;
const withoutInvisibleCharacters = (text: string) => text.replace(INVISIBLE, '');

/**
 * A list item's bullet at the start of its line ("• Term: 24 months", "▪ Start date: ...", and in a list of two items
 * or more "- Renewal: ..." or "* Notice: ..."), as plain-text mail and a word processor's list set them: the line's
 * words are the item's own, and a label or a name after the bullet is read as if it opened the line. An asterisk or a
 * dash on one line alone is none: it opens a filing's legend ("* Certain information on this page has been omitted")
 * or a page number ("- 4 -"); taken for bullets wherever they stood, they cost the CUAD parties' F1 (check part 93.2
 * -> 92.6).
 */
const LIST_BULLET = /^([ \t]*)[•·▪●◦‣∙][ \t]+/gm;
/** A list of two items or more whose bullets are asterisks or dashes, as plain-text mail sets a list out. */
const ASCII_BULLET_LIST = /(?:^[ \t]*[*-][ \t]+(?![ \t]*\d{1,4}[ \t]*-?[ \t]*$)[^\n]*(?:\n|$)){2,}/gm;
const withoutListBullets = (text: string) =>
  text.replace(LIST_BULLET, '$1').replace(ASCII_BULLET_LIST, (list) => list.replace(/^([ \t]*)[*-][ \t]+/gm, '$1'));

/**
 * Normalises extracted text for matching: characters that print nothing and list items' bullets dropped, the figures
 * and months a scan's text layer misread put right (ocr-repair.ts), a mail client's headers and quotation marks around
 * a forwarded or quoted message dropped (mail-headers.ts), a table's header row over its values read as fields
 * (header-rows.ts), a form read as filled in, curly quotes and dashes to ASCII, ligatures unfolded, words broken across
 * lines joined, runs of spaces folded, a page's furniture dropped, a table's dot leaders, a two-cell row's gap and a
 * PDF's row without its colon (key-term-rows.ts) read as colons, a year in words and "till" before a date read as the
 * readers know them. Line breaks are kept (they mark headings and signature blocks).
 */
export function normalizeText(raw: string): string {
  // The text searched for phrases the document writes together, in lower case: made once, when first needed.
  let lower: string | undefined;
  // Words broken across lines are joined last, once the page's furniture between their halves is gone ("termi- /
  // Page 4 of 12 / nated") and the margin's number before the second half.
  return withoutRunningTitles(
    withoutMarginNumbers(
      withPartyRowColons(
        asFilledIn(
          withHeaderRowsAsFields(
            withoutMailHeaders(
              withOcrMisreadingsRepaired(withoutListBullets(withoutInvisibleCharacters(raw).normalize('NFKC'))),
            ),
          ),
        ),
      )
        .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
        .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
        // A name in single quotes, as British and Commonwealth drafting quotes it ("Acme Ltd ('Supplier')", "the
        // 'Effective Date'"), in double quotes as the readers know it; an apostrophe is none ("Licensee's").
        .replace(SINGLE_QUOTED_NAME, '"$1"')
        .replace(/[\u2010-\u2015\u2212]/g, '-')
        .replace(/\u00a0/g, ' ')
        // A year in words after a month: "the 1st day of July, Two Thousand and Nine" is dated 2009.
        .replace(YEAR_IN_WORDS, (all: string, month: string, words: string) => {
          const year = longestYear(words);
          return year ? `${month}${year.value}${words.slice(year.length)}` : all;
        })
        .replace(WEEKDAY_BEFORE_A_DATE, '')
        .replace(YEARS_AND_A_HALF, inMonths)
        // "year(s)" / "day(s)": the plural, so durations read as plain words.
        .replace(/\b(year|month|day|week)\(s\)/gi, '$1s')
        .replace(SHORTENED_UNIT, withUnitInFull)
        // "valid till 31.12.2027", "till such date": "until", as every reader of ends knows it.
        .replace(TILL, (till: string) => (till === 'TILL' ? 'UNTIL' : till[0] === 'T' ? 'Until' : 'until'))
        // "re-new", "re-newal": the renewal's words with their prefix hyphenated, as some drafters write them, one word
        // for every reader of renewals.
        .replace(/\b(re)-(new(?:s|ed|ing|al|als|able)?)\b/gi, '$1$2')
        // Filing stamps of documents downloaded from EDGAR are not contract text, nor is the page number printed with
        // them ("Page 3 of 36Source: ...", "9Source: ..."), often in the middle of a sentence. On a line of its own the
        // stamp goes with its line and the page number before it, which would otherwise be read into the sentence
        // ("breach of this 9 Agreement").
        .replace(STAMP_LINE, '')
        .replace(STAMP, ' ')
        // A table's row read as its field: the gap between two cells, or a PDF's one space after a known label.
        .replace(TWO_CELL_ROW, '$1: ')
        .replace(ROW_WITHOUT_COLON, '$1: ')
        // A run of spaces and tabs as one space (a run that is one space already left alone, for speed).
        .replace(/[\t\f\v][ \t\f\v]*| [ \t\f\v]+/g, ' ')
        // "Subscription term: annual": its length, as every reader of terms knows one ("12 months").
        .replace(
          TERM_IN_A_WORD,
          (_all, label: string, word: string) => `${label}${MONTHS_OF_A_WORD[word.toLowerCase()]}`,
        )
        // "Validity: calendar year 2028" (once a table's row is read as its field): its months, as a range of them is
        // read ("January to December 2028").
        .replace(
          CALENDAR_YEAR_AS_PERIOD,
          (_all, before: string, year?: string, yearFirst?: string) =>
            `${before}January to December ${year ?? yearFirst}`,
        )
        // A table's dot leader between a label and its value ("Initial Term ........ Thirty-six (36) months"): the
        // field's colon, so that its full stops end no sentence between the two. A leader before a bare page number (a
        // table of contents' "Definitions ........ 4") stays one.
        // (Found from where the leader starts, the character before it looked back at: tried at every character, the
        // pattern was a slow one.)
        .replace(/(?=[ \t]*\.)(?<=[^\s.])[ \t]*(?:\.[ \t]*){4,}(?!\d{1,4}[ \t]*(?:\n|$))(?=[^\s.])/g, ': ')
        // A unit in brackets after a field's label ("Term (years): 3", "Contract Period (in months): 24", a table's
        // "Service Term (Months)" with its number in the next cell): the number's own, as the row means it ("Term: 3
        // years").
        .replace(
          /[ \t]*\((?:in[ \t]+)?(years?|months?|weeks?|days?)\)[ \t]*:?[ \t]*(\d{1,3})\b(?![ \t]*(?:years?|months?|weeks?|days?)\b)/gi,
          (_all, unit: string, count: string) => `: ${count} ${unit}`,
        )
        // Ordinals split by the PDF's layout: "20t h day", "1s t day", in capitals "20T H DAY" (a suffix in the
        // other case is another word: "21 St James Street").
        .replace(
          /\b(\d{1,2}) ?(s ?t|n ?d|r ?d|t ?h|S ?T|N ?D|R ?D|T ?H)\b/g,
          (_all, day: string, suffix: string) => day + suffix.replace(' ', ''),
        )
        // A space the PDF's layout lost before a date: "effective as of1 August 2019", "dated as ofJune 1, 2019".
        .replace(SPACE_LOST_BEFORE_DATE, '$1 ')
        .replace(/ *\n */g, '\n')
        // A page number on a line of its own ("Page 4 of 12", "- 4 -", "4 | Page") is the page's furniture, printed
        // wherever a page breaks, often inside a sentence.
        .replace(/\n(?:page\s+\d{1,4}(?:\s+of\s+\d{1,4})?|-\s?\d{1,4}\s?-|\d{1,4}\s?\|\s?page)(?=\n)/gi, '')
        // A bare page number ("14") is furniture only where a sentence runs on across it: after a line that ends
        // mid-sentence and before one that goes on in lower case ("within thirty (30) days\n14\nprior written notice",
        // "at least sixty (60)\n14\ndays"). A number between a heading and its text, in a table, or after the word it
        // numbers ("Section / 5 / of this Agreement") stays.
        .replace(BARE_PAGE_NUMBER_IN_SENTENCE, (all: string, end: string, at: number, text: string) =>
          NUMBERED_WORD.test(text.slice(Math.max(0, at - 12), at + 1)) ? all : `${end}\n`,
        )
        // And one between two words the document writes together elsewhere ("the Effective / 59 / Date", "this / 12 /
        // Agreement"), or after a line as long as a paragraph's wrapped lines are ("... on the fifth anniversary of
        // the Effective / 59 / Date."): the page broke a sentence of the contract's own. A table's "units per year /
        // 500 / Units per month" stays.
        // (The number is found first and the word before it looked back at: tried at every word, the pattern was slow.)
        .replace(
          /(?=\n\d)(?<=\b([A-Za-z]+))\n\d{1,3}\n(?=([A-Z][a-z]+)\b)/g,
          (all: string, word: string, next: string, at: number, text: string) =>
            !NUMBERED_WORD.test(word) &&
            (at - text.lastIndexOf('\n', at - word.length) > WRAPPED_LINE ||
              (lower ??= text.toLowerCase()).includes(`${word} ${next}`.toLowerCase()))
              ? '\n'
              : all,
        )
        // And one that breaks a date or a quantity ("September / 113 / 30, 2024", "five (5) / 392 / Contract Years").
        .replace(
          PAGE_NUMBER_INSIDE_ONE,
          (...groups: string[]) => `${groups.slice(1, 1 + UNBREAKABLE.length).find(Boolean)}\n`,
        )
        // So is a page's confidentiality legend ("CONFIDENTIAL", "Confidential Treatment Requested by Acme Corp.") after
        // a line that ends in a letter, a comma, a semicolon, a closing parenthesis, a word's hyphen or a possessive's
        // apostrophe ("sixty (60) days' / CONFIDENTIAL / notice"), not a sentence's end (then it may be a heading):
        // "... ("Developer"), and / CONFIDENTIAL / Trident Games Ltd.".
        .replace(LEGEND_IN_SENTENCE, '$1')
        .replace(LEGEND_AFTER_FULL_STOP, (legend: string, at: number, all: string) =>
          LOWER_CASE_AFTER.test(all.slice(at + legend.length)) ? '.\n' : legend,
        )
        // So is a running title or footer that ends in the page's number ("Proprietary and Confidential Page 15",
        // "Collaboration Agreement Page 4 of 9", "Confidential Page 2 of 3 Initials: CL MD"), where a sentence runs on
        // across it; "... as set out on Page 3" in a sentence stays.
        .replace(FOOTER_IN_SENTENCE, '$1')
        // And the legend a filing with confidential portions prints on each page that has them ("[***] Certain
        // information on this page has been omitted and filed separately with the Commission. Confidential treatment
        // has been requested ..."): one to three lines led by asterisks, not contract text wherever it stands.
        .replace(
          /(?:^|\n)(?:\[ ?\*+ ?\]|\*+) ?[^\n]*?\b(?:omitted|redacted|filed\s+separately|confidential\s+treatment)\b[^\n]*(?:\n[^\n]*?\b(?:commission|confidential\s+treatment|omitted|filed\s+separately|rule\s+24b-2|exchange\s+act)\b[^\n]*){0,2}(?=\n|$)/gi,
          '',
        ),
    ),
  ).replace(LINE_END_HYPHEN, (_all, before: string, after: string, at: number, text: string) =>
    (COMPOUND_FIRST.test(before) || text[at - 1] === '-') && !SUFFIX.test(after)
      ? `${before}-${after}`
      : `${before}${after}`,
  );
}

/** A word broken at a hyphen that ends its line ("termi- / nate", "month- / to-month"): its two halves. */
const LINE_END_HYPHEN = /\b(\w+)-\n(\w+)/g;
/**
 * The first half of a compound a line broke at its own hyphen, as PDFs and word processors break lines after a hyphen:
 * a number's or a time's word ("thirty- / six", "twelve- / month", "month- / to-month") or a prefix that keeps its
 * hyphen ("non- / renewal", "auto- / renew", "then- / current", "e- / mail"), or a compound's middle ("month-to- /
 * month"). Joined, they were "thirtysix", "twelvemonth" and "monthto-month", which no reader knows. Other words broken
 * so are one word ("termi- / nate").
 */
const COMPOUND_FIRST = new RegExp(
  String.raw`^(?:${NUMBER_WORD}|hundred|day|week|month|year|quarter|calendar|business|non|auto|self|co|e|pre|post|sub|semi|multi|cross|then|long|short|full|part|well|first|second|third)$`,
  'i',
);
/** The second half that only ends a word: "month- / ly" is "monthly". */
const SUFFIX = /^(?:ly|ness|ment|ments|ing|ings|ed|er|ers|es|s|ity|ities|al|ally)$/i;

/**
 * Whether a sentence runs on from one line to another across what stands between them: the line before goes on (it
 * ends in a letter, a comma, a semicolon, a closing parenthesis, a word's hyphen or a possessive's apostrophe) and the
 * line after opens in lower case or with digits in parentheses ("the fifth / (5th) anniversary"), or the two are the
 * sides of a date or a quantity ("February / 28, 2013").
 */
const ENDS_GOING_ON = new RegExp(`${GOES_ON}$`);
/** A line that goes on a sentence: in lower case, or with a parenthesis a number's digits are in ("(5th) anniversary"). */
const OPENS_GOING_ON = /^(?:[a-z]|\(\d)/;
const runsOnAcross = (before: string, after: string) =>
  (ENDS_GOING_ON.test(before) && OPENS_GOING_ON.test(after)) || sidesOfOne(before, after);

/**
 * Whether the line before, as long as a paragraph's wrapped lines are, ends in a word in lower case, and the line after
 * opens with a capitalised word that `lower` (the document in lower case) writes together elsewhere: "... from the
 * Effective / Date", a sentence run on across a page. A short line before is a heading's or an exhibit's title ("To
 * Affiliation Agreement By and Between / Tribune Broadcasting Company and / The TUBE Music Network"), and a line after
 * all in capitals a heading ("... Assumption of Obligations / FRANCHISE AGREEMENT / 2 / EXHIBIT 3 / TO THE JOINT CORP.").
 */
const wordsWrittenTogether = (before: string, after: string, lower: string) => {
  const last = before.length > WRAPPED_LINE && /\b([A-Za-z]*[a-z])$/.exec(before);
  const first = /[a-z]/.test(after) && /^([A-Z][A-Za-z]*)\b/.exec(after);
  return Boolean(last && first && lower.includes(`${last[1]} ${first[1]}`.toLowerCase()));
};

/** A line printed on every page, as a running title is: at least this many times in the text. */
const RUNNING_TITLE_MIN = 4;

/**
 * Whether a line of `lines` is printed as often as a running title is: page numbers in it aside, or `exactly` (names
 * that differ by a number, "THE LT-1 EXCHANGE TRUST" and "THE LT-2 EXCHANGE TRUST", are not one line repeated).
 */
export function repeatsOnEveryPage(lines: string[], exactly = false): (line: string) => boolean {
  const keyOf = (line: string) => (exactly ? line.trim() : line.trim().replace(/\d+/g, '#'));
  const counts = new Map<string, number>();
  for (const line of lines) {
    const key = keyOf(line);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (line) => (counts.get(keyOf(line)) ?? 0) >= RUNNING_TITLE_MIN;
}

/**
 * A running title or footer ("KALLO - MOBILECARE", "Exhibit 10.38", "TELKOM CONTRACT No. 076C/01", "AZUL-ATR Global
 * Maintenance Master Agreement / Execution version"), told by its repeating (page numbers aside) on every page: where
 * up to three such lines stand inside a sentence (runsOnAcross: the line before goes on, the line after with it; or
 * wordsWrittenTogether: "the Effective / Date") they are the page's, not the sentence's. Not in the document's first
 * tenth (a title page and a preamble name the parties on lines of their own) unless a line of it counts the pages
 * ("Master Supply Agreement 12"), nor a line in lower case, ending a sentence or a clause, or of one word (a table's
 * heading).
 */
function withoutRunningTitles(text: string): string {
  const lines = text.split('\n');
  const repeats = repeatsOnEveryPage(lines);
  // The text searched for words the document writes together, in lower case: made once, when first needed.
  let lower: string | undefined;
  const titleLike = (line: string) =>
    line.length >= 3 &&
    line.length <= 80 &&
    repeats(line) &&
    !/^[a-z]/.test(line) &&
    !/[.,;:]$/.test(line) &&
    !/^[A-Za-z]+$/.test(line);
  // A title that carries the page's number ("Master Supply Agreement 12") is the page's even in the first tenth: no
  // party's name on a line of its own counts pages.
  const numberedTitle = (line: string) => titleLike(line) && /\d/.test(line);
  // The page's number is often printed on a line of its own beside the title ("2 / 10.23"): one of the block.
  const titleOrPageNumber = (line: string) => titleLike(line) || /^\d{1,4}$/.test(line);
  const kept: string[] = [];
  let offset = 0;
  for (let at = 0; at < lines.length;) {
    let end = at;
    while (end < lines.length && end - at < 3 && titleOrPageNumber(lines[end])) end++;
    const block = lines.slice(at, end);
    const inside =
      block.some(titleLike) &&
      (offset > text.length / 10 || block.some(numberedTitle)) &&
      (runsOnAcross(kept.at(-1) ?? '', lines[end] ?? '') ||
        wordsWrittenTogether(kept.at(-1) ?? '', lines[end] ?? '', (lower ??= text.toLowerCase())));
    const taken = inside ? end : at + 1;
    if (!inside) kept.push(lines[at]);
    for (; at < taken; at++) offset += lines[at].length + 1;
  }
  return kept.join('\n');
}

/**
 * Line numbers down a page's margin, as pleading paper and some filings print them ("1 LICENSE AGREEMENT / 2 This
 * License Agreement is made ... / 3 Silverpoint Software Corporation"): where three or more lines in a row open with
 * numbers that follow one another, the numbers are the margin's, not the text's.
 */
function withoutMarginNumbers(text: string): string {
  const lines = text.split('\n');
  const numberOf = (line: string | undefined) => {
    const opening = line && /^(\d{1,3}) (?=\S)/.exec(line);
    return opening ? Number(opening[1]) : null;
  };
  for (let at = 0; at < lines.length;) {
    const first = numberOf(lines[at]);
    let last = at;
    while (first !== null && numberOf(lines[last + 1]) === first + (last + 1 - at)) last++;
    if (last - at >= 2) for (let i = at; i <= last; i++) lines[i] = lines[i].replace(/^\d{1,3} /, '');
    at = last + 1;
  }
  return lines.join('\n');
}

/**
 * The text on one line: line breaks become spaces (for matching clauses that wrap). Every run of white space becomes
 * one space; a run that is one space already is left alone, as replacing each was most of the time this took.
 */
export function flatten(text: string): string {
  return text.replace(/[^\S ]\s*| \s+/g, ' ');
}
