import { ordinalValue, QUANTITY, quantityValue, TERM_ORDINAL } from '../text/numbers';

/**
 * Ends counted in calendar years from the effective date, with no year written: "December 31 of the third full
 * calendar year following the Effective Date", "through the end of the calendar year in which the Effective Date
 * occurs", "December 31 of the year in which the fifth anniversary of the Effective Date occurs", "June 30 of the year
 * following the year in which it is signed". Only a year the words tie to the effective date (or the signing) counts:
 * "December 31 of that year" and "the year in which the Product is launched" name none.
 */

export interface CalendarYearEnd {
  iso: string;
  /** Where the words of the end start and stop in the text ("December 31 ... occurs"). */
  index: number;
  end: number;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** "December 31 of", "the end of", "the last day of": the day of the year the end falls on. */
const DAY_OF_YEAR = new RegExp(
  String.raw`\b(?:(${MONTHS.join('|')})\s+(\d{1,2})(?:st|nd|rd|th)?|(?:the\s+)?(?:end|last\s+day|close))\s+of\s+`,
  'gi',
);
/** "third (3rd)", "2nd": how many years on. */
const ORDINAL = String.raw`(${TERM_ORDINAL}|\d{1,2}(?:st|nd|rd|th))(?:\s*\(\s*\d{1,2}(?:st|nd|rd|th)?\s*\))?`;
const YEAR_HEAD = new RegExp(String.raw`^(?:the\s+)?(?:${ORDINAL}\s+)?(?:full\s+)?(?:calendar\s+)?year\b`, 'i');
const IN_WHICH = /^\s+(?:in|during)\s+which\s+/i;
const FOLLOWING = /^\s+(?:immediately\s+)?(?:following|after)\s+/i;
const YEARS_AFTER = new RegExp(
  String.raw`^\s+that\s+is\s+${QUANTITY}\s+(?:full\s+)?(?:calendar\s+)?years?\s+(?:after|following)\s+`,
  'i',
);
/** The effective date itself ("the date hereof"), or an anniversary of it: years on from the effective date's year. */
const ANCHOR = new RegExp(
  String.raw`^(?:the\s+)?(?:${ORDINAL}\s+anniversary\s+of\s+(?:the\s+)?)?(?:(?:Effective|Commencement)\s+Date|date\s+(?:hereof|of\s+this\s+Agreement))\b`,
  'i',
);
/** What happens in the year: the effective date or anniversary occurring, the contract being signed. */
const HAPPENS = /^\s+(?:occurs|falls|is|takes\s+place)\b/i;
const SIGNED = /^(?:it|this\s+agreement)\s+(?:is|has\s+been|was)\s+(?:signed|executed|entered\s+into)\b/i;

interface Span {
  offset: number;
  length: number;
}

/** Years on from the effective date's year that the effective date or its anniversary named at the start of `text` falls. */
function anchorAt(text: string): Span | null {
  const anchor = ANCHOR.exec(text);
  if (!anchor) return null;
  const years = anchor[1] ? ordinalValue(anchor[1]) : 0;
  return years === null ? null : { offset: years, length: anchor[0].length };
}

/** The calendar year named at the start of `text`, as years on from the effective date's year. */
function yearAt(text: string): Span | null {
  const head = YEAR_HEAD.exec(text);
  if (!head) return null;
  const rest = text.slice(head[0].length);
  const inWhich = IN_WHICH.exec(rest);
  if (inWhich) {
    const after = rest.slice(inWhich[0].length);
    const signed = SIGNED.exec(after);
    if (signed) return { offset: 0, length: head[0].length + inWhich[0].length + signed[0].length };
    const anchor = anchorAt(after);
    const happens = anchor && HAPPENS.exec(after.slice(anchor.length));
    if (!anchor || !happens) return null;
    return { offset: anchor.offset, length: head[0].length + inWhich[0].length + anchor.length + happens[0].length };
  }
  const following = FOLLOWING.exec(rest);
  const yearsAfter = !following && YEARS_AFTER.exec(rest);
  const step = following ?? yearsAfter;
  if (!step) return null;
  const after = rest.slice(step[0].length);
  const base = anchorAt(after) ?? yearAt(after);
  if (!base) return null;
  const on = yearsAfter ? quantityValue(yearsAfter.slice(1, 5)) : head[1] ? ordinalValue(head[1]) : 1;
  if (on === null) return null;
  return { offset: base.offset + on, length: head[0].length + step[0].length + base.length };
}

/** Each end in `text` counted in calendar years from `effective` (ISO), with where its words stand. */
export function calendarYearEnds(text: string, effective: string | null): CalendarYearEnd[] {
  if (!effective) return [];
  const ends: CalendarYearEnd[] = [];
  for (const day of text.matchAll(DAY_OF_YEAR)) {
    const from = day.index + day[0].length;
    const year = yearAt(text.slice(from));
    if (!year) continue;
    const monthDay = day[1]
      ? `${String(MONTHS.indexOf(day[1].toLowerCase()) + 1).padStart(2, '0')}-${day[2].padStart(2, '0')}`
      : '12-31';
    const iso = `${Number(effective.slice(0, 4)) + year.offset}-${monthDay}`;
    // "June 31 of ...": no such day.
    if (new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) !== iso) continue;
    ends.push({ iso, index: day.index, end: from + year.length });
  }
  return ends;
}
