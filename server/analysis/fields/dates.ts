import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { asWrittenOrInCapitals } from '../text/capitals';
import { DAY_ORDINAL, ORDINALS } from '../text/numbers';

dayjs.extend(utc);

export interface DateMention {
  iso: string;
  index: number;
  end: number;
}

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};
/** A month's number from its name or abbreviation, any case ("April" is 4); null for any other word. */
export const monthNumberOf = (name: string): number | null => MONTHS[name.toLowerCase()] ?? null;
const MONTH =
  '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const DAY = '(\\d{1,2})\\s*(?:st|nd|rd|th)?';
/** "The month of" before a month's name, as older and translated drafting write it ("1st day of the month of July"). */
const MONTH_OF = '(?:the\\s+month\\s+of\\s+)?';
/**
 * What older leases and translated drafting write before a year: "A.D." ("the 1st day of April, A.D. 2024", "the 12th
 * day of December, A.D., 1997"), "in the year" ("the 2nd day of January in the year 2006", "in the year of our Lord
 * 2005").
 */
const BEFORE_YEAR = '(?:A\\.\\s?D\\.,?\\s+|in\\s+the\\s+year\\s+(?:of\\s+(?:our\\s+Lord\\s+)?)?)';
/** A year, and what may come before it. */
const YEAR = `${BEFORE_YEAR}?((?:19|20)\\d{2})`;

/** Each pattern names which groups hold month, day and year. */
const PATTERNS: {
  regex: RegExp;
  order: 'mdy' | 'monthWord' | 'dmy' | 'dayWord' | 'numeric' | 'dotted' | 'iso' | 'monthEnd' | 'yearEnd' | 'quarterEnd';
}[] = [
  // the end of the 2026 calendar year / the end of calendar year 2026 / the last day of the year 2026 / the end of 2026
  // (not a fiscal year, nor a season or a school year: their ends are the company's or the league's)
  {
    regex: new RegExp(
      `\\b(?:the\\s+)?(?:end|last\\s+day|close)\\s+of\\s+(?:the\\s+)?(?:(?:calendar\\s+)?year\\s+${YEAR}|${YEAR}\\s+calendar\\s+year|${YEAR}(?![\\w-]|\\s+(?:fiscal|financial|tax|school|academic|model|season|crop|contract|lease|program)\\b))\\b`,
      'gi',
    ),
    order: 'yearEnd',
  },
  // the end of Q3 2027 / the last day of the second quarter of 2027: a calendar quarter's (not a fiscal one's, "Q3
  // FY2027", whose months are the company's)
  {
    regex: new RegExp(
      `\\b(?:the\\s+)?(?:end|last\\s+day|close)\\s+of\\s+(?:the\\s+)?(?:Q([1-4])|(first|second|third|fourth)\\s+(?:calendar\\s+)?quarter\\s+of)\\s*,?\\s*(?:calendar\\s+(?:year\\s+)?)?${YEAR}\\b`,
      'gi',
    ),
    order: 'quarterEnd',
  },
  // the last day of February, 2023 / the last day in June 2019 / the end of June 2025
  {
    regex: new RegExp(
      `\\b(?:the\\s+)?(?:last\\s+day\\s+(?:of|in)|end\\s+of)\\s+${MONTH_OF}${MONTH}\\s*,?\\s*${YEAR}\\b`,
      'gi',
    ),
    order: 'monthEnd',
  },
  // May 8, 2014 / May 8th 2014 / May 8 , 2014
  { regex: new RegExp(`\\b${MONTH}\\s+${DAY}\\s*,?\\s*${YEAR}\\b`, 'gi'), order: 'mdy' },
  // December thirty-first, 2025 / June first 2026: the day as an ordinal word after its month
  { regex: new RegExp(`\\b${MONTH}\\s+(${DAY_ORDINAL})\\s*,?\\s*${YEAR}\\b`, 'gi'), order: 'monthWord' },
  // 8 May 2014 / 8th day of May, 2014 / 8th of May 2014 / 8. May 2014 (German) / 1st day of the month of July, 2002
  {
    regex: new RegExp(`\\b${DAY}\\.?\\s+(?:day\\s+)?(?:of\\s+)?${MONTH_OF}${MONTH}\\s*,?\\s*${YEAR}\\b`, 'gi'),
    order: 'dmy',
  },
  // the first day of March, 2026: leases and older contracts
  {
    regex: new RegExp(
      `\\b(${DAY_ORDINAL})\\s+(?:\\(\\d{1,2}(?:st|nd|rd|th)?\\)\\s+)?day\\s+of\\s+${MONTH_OF}${MONTH}\\s*,?\\s*${YEAR}\\b`,
      'gi',
    ),
    order: 'dayWord',
  },
  // 1-Mar-2026, 01-Mar-26: invoices and order forms
  { regex: new RegExp(`\\b(\\d{1,2})-${MONTH}-((?:19|20)\\d{2}|\\d{2})\\b`, 'gi'), order: 'dmy' },
  // 1.4.2011: dotted dates are day first, as written in Europe
  { regex: /\b(\d{1,2})\.(\d{1,2})\.((?:19|20)\d{2})\b/g, order: 'dotted' },
  // 01.04.27: with a two-digit year, only as two digits each, standing alone (not a version's "v.08.05.03" nor a
  // section's "4.12.1.3")
  { regex: /(?<![\w.])(\d{2})\.(\d{2})\.(\d{2})(?![\w.])/g, order: 'dotted' },
  // 2014/05/08, 2014.05.08: a year written first is followed by month and day wherever it is written so (East Asia);
  // dotted, only with two-digit month and day ("version 2021.3.2" is no date)
  { regex: /\b((?:19|20)\d{2})\/(\d{1,2})\/(\d{1,2})\b/g, order: 'iso' },
  { regex: /\b((?:19|20)\d{2})\.(\d{2})\.(\d{2})\b/g, order: 'iso' },
  // 05/08/2014, 5-8-14 (US order unless the first number cannot be a month); not the first three numbers of four
  // ("Milestone #1 -01/01/2019" is no date of 2001, "12-05/08/2014" none of 2008)
  { regex: /\b(\d{1,2})\s?[/-]\s?(\d{1,2})\s?[/-]\s?(\d{4}|\d{2}(?!\/\d))\b/g, order: 'numeric' },
  { regex: /\b(\d{4})-(\d{2})-(\d{2})\b/g, order: 'iso' },
];

function toIso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = dayjs.utc(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, 'YYYY-MM-DD');
  // dayjs rolls 2014-02-30 over to March; a date that does not round-trip does not exist.
  return date.isValid() && date.date() === day && date.month() + 1 === month ? date.format('YYYY-MM-DD') : null;
}

/** A year as written, two digits read as 1950-2049. */
const fullYear = (year: string) => Number(year) + (year.length === 2 ? (Number(year) < 50 ? 2000 : 1900) : 0);

function fromMatch(match: RegExpExecArray, order: (typeof PATTERNS)[number]['order']): string | null {
  switch (order) {
    case 'mdy':
      return toIso(Number(match[3]), MONTHS[match[1].toLowerCase()], Number(match[2]));
    case 'dmy':
      return toIso(fullYear(match[3]), MONTHS[match[2].toLowerCase()], Number(match[1]));
    case 'dayWord':
      return toIso(Number(match[3]), MONTHS[match[2].toLowerCase()], ORDINALS[match[1].toLowerCase()]);
    case 'monthWord':
      return toIso(Number(match[3]), MONTHS[match[1].toLowerCase()], ORDINALS[match[2].toLowerCase()]);
    case 'dotted':
      return toIso(fullYear(match[3]), Number(match[2]), Number(match[1]));
    case 'iso':
      return toIso(Number(match[1]), Number(match[2]), Number(match[3]));
    case 'monthEnd':
      return dayjs
        .utc(`${match[2]}-${String(MONTHS[match[1].toLowerCase()]).padStart(2, '0')}-01`)
        .endOf('month')
        .format('YYYY-MM-DD');
    case 'yearEnd':
      return toIso(Number(match[1] ?? match[2] ?? match[3]), 12, 31);
    case 'quarterEnd': {
      const quarter = match[1] ? Number(match[1]) : QUARTERS.indexOf(match[2].toLowerCase()) + 1;
      return dayjs
        .utc(toIso(Number(match[3]), quarter * 3, 1))
        .endOf('month')
        .format('YYYY-MM-DD');
    }
    case 'numeric': {
      const year = fullYear(match[3]);
      const [first, second] = [Number(match[1]), Number(match[2])];
      return first > 12 ? toIso(year, second, first) : toIso(year, first, second);
    }
  }
}

/** A calendar quarter named in words, in order. */
const QUARTERS = ['first', 'second', 'third', 'fourth'];

const TWO_DIGITS = /\d\d/;

/** A month's name capitalised or in capitals ("SEPTEMBER 2027 – JULY 2028" in a letter printed so), not in lower case. */
const MONTH_IN_EITHER_CASE = MONTH.replace(/\(([^)]*)\)/, (_all, names: string) => `(${names}|${names.toUpperCase()})`);
/**
 * A range of whole months, as a retainer or a season is written: "January to June 2027", "March 2002 to July 2009",
 * "October - December 2016". Month names capitalised or in capitals only ("you may - June 2027" is none). Groups: the
 * first month, its year if written, the last month and its year.
 */
const MONTH_RANGE = new RegExp(
  `\\b${MONTH_IN_EITHER_CASE}(?:\\s+((?:19|20)\\d{2}))?\\s*(?:to|through|until|TO|THROUGH|UNTIL|-|–|—)\\s*${MONTH_IN_EITHER_CASE}\\s*,?\\s*((?:19|20)\\d{2})\\b`,
  'gd',
);

/** The first day of a month range's first month and the last day of its last (the first in the year before if later). */
function monthRangeDates(match: RegExpExecArray): [DateMention, DateMention] | null {
  const [first, last] = [MONTHS[match[1].toLowerCase()], MONTHS[match[3].toLowerCase()]];
  const lastYear = Number(match[4]);
  const firstYear = match[2] ? Number(match[2]) : first <= last ? lastYear : lastYear - 1;
  if (firstYear > lastYear || (firstYear === lastYear && first > last)) return null;
  const indices = match.indices!;
  const start = toIso(firstYear, first, 1);
  const end = dayjs
    .utc(toIso(lastYear, last, 1))
    .endOf('month')
    .format('YYYY-MM-DD');
  return start
    ? [
        { iso: start, index: indices[1][0], end: (indices[2] ?? indices[1])[1] },
        { iso: end, index: indices[3][0], end: indices[4][1] },
      ]
    : null;
}

/**
 * Days of one month written as a range, month first: "May 12-14, 2027", "June 3 to 5, 2027" (an event's, a booking's).
 * Groups: the month, the first day, the last day, the year.
 */
const DAYS_OF_A_MONTH = new RegExp(
  `\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:to|through|-|–|—)\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*((?:19|20)\\d{2})\\b`,
  'gd',
);

/** The first and the last day of such a range, each where its number is written; null if either is no day. */
function daysOfAMonth(match: RegExpExecArray): [DateMention, DateMention] | null {
  const [month, year] = [MONTHS[match[1].toLowerCase()], Number(match[4])];
  const [first, last] = [toIso(year, month, Number(match[2])), toIso(year, month, Number(match[3]))];
  if (!first || !last || first >= last) return null;
  const indices = match.indices!;
  return [
    { iso: first, index: indices[1][0], end: indices[2][1] },
    { iso: last, index: indices[3][0], end: indices[4][1] },
  ];
}

/** Every date written in the text, in order of appearance. */
export function findDates(text: string): DateMention[] {
  const found: DateMention[] = [];
  // Every pattern writes a year in two digits or more: a sentence without two digits in a row holds no date (the
  // term's clause features look in every sentence of every document).
  if (!TWO_DIGITS.test(text)) return found;
  for (const { regex, order } of PATTERNS) {
    regex.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = regex.exec(text))) {
      const iso = fromMatch(match, order);
      const overlaps = found.some((other) => match!.index < other.end && other.index < match!.index + match![0].length);
      if (iso && !overlaps) found.push({ iso, index: match.index, end: match.index + match[0].length });
    }
  }
  const ranges = [
    ...[...text.matchAll(MONTH_RANGE)].map(monthRangeDates),
    ...[...text.matchAll(DAYS_OF_A_MONTH)].map(daysOfAMonth),
  ];
  for (const range of ranges) {
    const overlaps = range?.some((date) => found.some((other) => date.index < other.end && other.index < date.end));
    if (range && !overlaps) found.push(...range);
  }
  const opening = found.flatMap((date) => rangeOpenedWithoutYear(text, date, found));
  return [...found, ...opening].sort((a, b) => a.index - b.index);
}

/** The first day of such a range ending at `last`, in the last day's year (or the year before, if later in the year). */
function rangeOpenedWithoutYear(text: string, last: DateMention, found: DateMention[]): DateMention[] {
  const from = Math.max(0, last.index - 40);
  const before = text.slice(from, last.index);
  // Every date of every sentence passes here: the short test of the word between spares most the long pattern.
  if (!RANGE_WORD.test(before) && !/\sand\s*$/i.test(before)) return [];
  const match = OPENS_RANGE.exec(before);
  const dayFirst = !match && /^\d/.test(text.slice(last.index));
  const day = dayFirst ? (DAY_OPENS_RANGE.exec(before) ?? dayBeforeAnd(before, last.iso)) : null;
  const opening = match ?? day;
  if (!opening) return [];
  const index = from + opening.index;
  if (found.some((other) => index < other.end && other.index < last.index)) return [];
  const iso = match ? lastMonthDayBy(match.slice(1, 5), last.iso) : earlierDayOfTheMonth(opening[1], last.iso);
  return iso ? [{ iso, index, end: index + opening[0].replace(WORD_BETWEEN, '').length }] : [];
}

/** The day of `iso`'s month a range opens on ("12" of "12–14 May 2027"), if it is earlier than `iso`'s day. */
function earlierDayOfTheMonth(day: string, iso: string): string | null {
  const opened = toIso(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(day));
  return opened && opened < iso ? opened : null;
}

/**
 * A day of the year written without its year, as a yearly deadline is ("on or before October 1", "by 30 November",
 * "the 1st day of October"): groups month, day (month first) or day, month. A year after it makes it a date instead.
 */
export const MONTH_DAY = `(?:${MONTH}\\s+${DAY}|${DAY}\\.?\\s+(?:day\\s+)?(?:of\\s+)?${MONTH}(?![a-z]))(?![\\d.]*\\s*,?\\s*${BEFORE_YEAR}?(?:19|20)\\d{2})(?!\\d)`;

/**
 * A range whose first day leaves its year to the last: "from 15 January to 15 April 2027", "March 1 - May 31, 2027",
 * "between 3 and 7 May 2027" (groups as MONTH_DAY's); RANGE_WORD is the word between, "and" only after "between".
 */
const RANGE_WORD = /\s*(?:to|through|until|-|–|—|(?<=\bbetween\s+[\w,]+(?:\s+[\w,]+){0,2}\s+)and)\s*$/i;
/** The word between as written, taken off a range's opening wherever it was found ("between" left behind). */
const WORD_BETWEEN = /\s*(?:to|through|until|-|–|—|and)\s*$/i;
// In any case, the word between too: a document in capitals quoted in a mixed-case reply is not recased ("JAN 1 - DEC
// 31, 2027", "APRIL 1 THROUGH OCTOBER 31, 2027").
const OPENS_RANGE = new RegExp(`${MONTH_DAY}${RANGE_WORD.source}`, 'i');
/**
 * A day alone before a day-first date, opening a range of its month: "Dates: 12–14 May 2027"; not a page's, a
 * section's or a number's ("Page 2 - 14 May 2027", "Clause 12 - 14 May 2027").
 */
const LONE_DAY = String.raw`(?<!\b(?:page|pages|p|no|nos|number|section|clause|item|article|schedule|exhibit|annex|appendix|part|rule|version|v)\.?\s*)(?<![\d.,/:#-])\b(\d{1,2})(?:st|nd|rd|th)?`;
const DAY_OPENS_RANGE = new RegExp(`${LONE_DAY}${RANGE_WORD.source}`, 'i');

/** A day alone and "and" before a day-first date, as a course's two days are written: "9 and 10 March 2027". */
const DAY_AND = new RegExp(String.raw`${LONE_DAY}\s+and\s+$`, 'i');
/** DAY_AND's match where its day is the one before `iso`'s, two days running: others are days apart, not a range. */
function dayBeforeAnd(before: string, iso: string): RegExpExecArray | null {
  const day = DAY_AND.exec(before);
  return day && Number(day[1]) + 1 === Number(iso.slice(8, 10)) ? day : null;
}

/** The last day, on or before `iso`, that is the month and day a MONTH_DAY match names; null if there is none. */
export function lastMonthDayBy(groups: (string | undefined)[], iso: string): string | null {
  const [monthFirst, dayAfter, dayFirst, monthAfter] = groups;
  const month = MONTHS[(monthFirst ?? monthAfter ?? '').toLowerCase()];
  const day = Number(dayAfter ?? dayFirst);
  const year = Number(iso.slice(0, 4));
  const sameYear = toIso(year, month, day);
  if (sameYear && sameYear <= iso) return sameYear;
  // February 29 has no day in most years: no deadline is read from it.
  return toIso(year - 1, month, day);
}

/** A date written in numbers with slashes or dashes: "01/03/2026", "1-3-26". */
const NUMERIC_DATE = /\b(\d{1,2})\s?([/-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})\b/g;
/** The characters at a document's opening where its parties are named and addressed. */
const PARTIES_OPENING = 3000;
/**
 * An address's postcode of such a country: a British one ("LS1 5AA", "SW1A 1AA"), an Australian state's ("NSW 2000";
 * not a US state's five figures, "WA 98101").
 */
const POSTCODE = String.raw`\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b`;
/**
 * Where a contract comes from when its numbers do not say how it writes dates: day first there (a web address of such a
 * country's, "harbourlights.co.uk", or a postcode says so too, in capitals as well, and so do its companies' forms,
 * "(Pty) Ltd", "Pte. Ltd.", "Sdn Bhd", "Pvt. Ltd.", and its currencies, "HK$", "S$", "₹", "ZAR"). Looked for in the
 * opening, where the parties are named, described and addressed: further on, a market ("orders placed by customers in
 * the UK and Australia"), another's web address or a company named for a person ("Kathy Ireland, Inc.") names a place
 * no party is from. Of the work part's filings whose numbers decide, a place anywhere marked 3 of 3 day-first ones and
 * 3 of 16 month-first ones; in the opening, 3 of 3 and 1 of 16.
 */
const DAY_FIRST_PLACE = new RegExp(
  asWrittenOrInCapitals(
    String.raw`£|\bGBP\b|\bEUR\b|€|England\s+and\s+Wales|\b(?:United\s+Kingdom|Australia|New\s+Zealand|India|Ireland|Singapore|South\s+Africa)\b|\(?\bPty\.?\)?\s+Ltd\b|\bPte\.?\s+Ltd\b|\bSdn\.?\s+Bhd\b|\bPvt\.?\s+Ltd\b|\b(?:HK|S|NZ|A)\$|\b(?:HKD|SGD|NZD|AUD|ZAR|INR)\b|₹|\bHong\s+Kong\b|\bMalaysia\b|\bGmbH\b|\w\.(?:(?:co|org|ac|gov)\.uk|com\.au|co\.nz|co\.in|ie)\b|${POSTCODE}`,
  ),
);

/** The order a document says its numeric dates are written in: "(DD/MM/YYYY)", "Date format: MM-DD-YY". */
const STATED_ORDER = /\b(dd|mm)([/.-])(?:mm|dd)\2(?:yyyy|yy)\b/i;

/**
 * Whether a document writes numeric dates day first ("31/12/2026"): as it says it does, else as one of them that
 * cannot be month first and none that cannot be day first say, or, when none decides, as they are written where the
 * document comes from.
 */
export function writesDayFirst(text: string): boolean {
  const stated = STATED_ORDER.exec(text);
  if (stated) return stated[1].toLowerCase() === 'dd';
  let dayFirst = false;
  let monthFirst = false;
  for (const [, first, , second] of text.matchAll(NUMERIC_DATE)) {
    if (Number(first) > 12 && Number(second) <= 12) dayFirst = true;
    if (Number(second) > 12 && Number(first) <= 12) monthFirst = true;
  }
  if (dayFirst || monthFirst) return dayFirst && !monthFirst;
  return DAY_FIRST_PLACE.test(text.slice(0, PARTIES_OPENING));
}

/**
 * A day-first document's numeric dates written as dotted dates ("01/03/2026" -> "01.03.2026"), which every reader
 * takes day first; the date stays recognisable in the evidence a manager checks.
 */
export const numericDatesDayFirst = (text: string) =>
  text.replace(
    NUMERIC_DATE,
    (_all, day: string, _sep: string, month: string, year: string) => `${day}.${month}.${fullYear(year)}`,
  );

/** The first date of a piece of text, or null. */
export const firstDate = (text: string): string | null => findDates(text)[0]?.iso ?? null;

/** Calendar arithmetic on ISO dates. */
export function addToDate(iso: string, amount: number, unit: 'day' | 'month' | 'year'): string {
  return dayjs.utc(iso).add(amount, unit).format('YYYY-MM-DD');
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whole months a term from one ISO date to a later one runs, its last day included either way it is written (March
 * 1, 2026 to March 1, 2027 or to February 28, 2027: 12); null unless both are dates and the second is later.
 */
export function monthsBetween(from: string | null, to: string | null): number | null {
  if (!from || !to || !ISO_DATE.test(from) || !ISO_DATE.test(to)) return null;
  const months = dayjs.utc(to).add(1, 'day').diff(dayjs.utc(from), 'month');
  return months > 0 ? months : null;
}

/** Days from one ISO date to another (1 from 16 to 17 January): negative if the second is earlier. */
export const daysBetween = (from: string, to: string) => dayjs.utc(to).diff(dayjs.utc(from), 'day');

/** The last day of the month `iso` falls in. */
export function endOfMonth(iso: string): string {
  return dayjs.utc(iso).endOf('month').format('YYYY-MM-DD');
}

export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
