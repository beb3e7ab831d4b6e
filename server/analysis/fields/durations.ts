import { QUANTITY, quantityValue } from '../text/numbers';

export interface Duration {
  amount: number;
  unit: 'day' | 'month' | 'year';
}

const UNIT = '(years?|months?|fortnights?|weeks?|days?|calendar days?|business days?)';
/**
 * "five (5) years", "12 months", "ninety (90) days", "one-year", "thirty days'", a government contract's "one base
 * year", a hotel operator's "fifteen (15) Operating Years", a school's "one academic year" (a contract's "Contract
 * Years" are read as such elsewhere), and a term with its extensions written as a sum, "3 + 1 + 1 years": the term's
 * three years (the extensions are options-as-sums.ts's).
 */
const MODIFIER = '(?:consecutive\\s+|full\\s+|calendar\\s+|base\\s+|operating\\s+|academic\\s+|school\\s+)';
const EXTENSIONS_ADDED = '(?:\\s*\\+\\s*\\d{1,2}(?![\\d.,]))*';
export const DURATION = `${QUANTITY}${EXTENSIONS_ADDED}[\\s-]*\\(?\\s*${MODIFIER}?${UNIT}\\)?`;
/** A unit's word, without which no DURATION can match: the test that spares most sentences the long pattern. */
const UNIT_WORD = /year|month|fortnight|week|day/i;
/**
 * Every DURATION in a text, in order. The term's clause features look for one in every sentence of every document,
 * and the pattern, with its number words, is slow to try at each place (a twentieth of the analysis' time).
 */
export const durationsIn = (text: string) =>
  UNIT_WORD.test(text) ? [...text.matchAll(new RegExp(DURATION, 'gi'))] : [];
/**
 * A notice may be counted in hours too, an app store's "turn off auto-renew at least 24 hours before", in quarters,
 * "at least one calendar quarter prior to the end of the then-current term", and in working or banking days, as
 * British and European drafting names business days ("fifteen (15) working days' notice").
 */
const NOTICE_UNIT = UNIT.replace(/\)$/, '|hours?|quarters?|working days?|banking days?)');
/**
 * A notice's length, which may take two words before its unit: "three (3) full calendar months' written notice", "one
 * clear month's notice" (British drafting: the day notice is given and the day it takes effect not counted). Only the
 * notice readers use it: widening DURATION itself moved the term model's candidates and cost the check part end dates
 * (90.4 against 91.2 % over five dealings).
 */
const NOTICE_MODIFIER = '(?:consecutive\\s+|full\\s+|calendar\\s+|base\\s+|clear\\s+)';
export const NOTICE_DURATION = `${QUANTITY}[\\s-]*\\(?\\s*${NOTICE_MODIFIER}{0,2}${NOTICE_UNIT}\\)?`;
/**
 * A renewal's length, which may take words of renewing before its unit, and the contract's own years: "two (2)
 * additional years", "one (1) further year", "12 successive months", "one further Contract Year". Only the renewal's
 * length is read so: DURATION keeps the term model's candidates.
 */
const RENEWAL_DURATION = `${QUANTITY}[\\s-]*\\(?\\s*(?:(?:additional|further|successive|subsequent|consecutive|renewal|extension|full|calendar|contract|agreement|licen[cs]e|lease)\\s+){0,2}${UNIT}\\)?`;
/** Every RENEWAL_DURATION in a text, in order (groups as DURATION's, for durationFrom). */
export const renewalDurationsIn = (text: string) =>
  UNIT_WORD.test(text) ? [...text.matchAll(new RegExp(RENEWAL_DURATION, 'gi'))] : [];
/**
 * A term's length as the hand-written term readers read it, with the same two words before its unit: "twenty-four
 * (24) consecutive calendar months", and in quarters, as an equipment lease counts it ("Lease term: 20 quarters").
 * The end model's candidates keep DURATION (above), so such a length is read only where the model chose no end.
 */
const TERM_UNIT = UNIT.replace(/\)$/, '|quarters?)');
export const TERM_LENGTH = `${QUANTITY}${EXTENSIONS_ADDED}[\\s-]*\\(?\\s*${MODIFIER}{0,2}${TERM_UNIT}\\)?`;

const MAX_YEARS = 100;

export function durationFrom(groups: (string | undefined)[]): Duration | null {
  const amount = quantityValue(groups.slice(0, 4));
  const unitWord = (groups[4] ?? '').toLowerCase();
  if (amount === null || amount <= 0 || !unitWord) return null;
  // "through the end of the 2026 calendar year": a year's number, not a length (no term runs a century).
  if (unitWord.startsWith('year')) return amount <= MAX_YEARS ? { amount, unit: 'year' } : null;
  if (unitWord.startsWith('month')) return amount <= MAX_YEARS * 12 ? { amount, unit: 'month' } : null;
  if (unitWord.startsWith('week')) return { amount: amount * 7, unit: 'day' };
  // "a fortnight's notice" (British drafting): two weeks.
  if (unitWord.startsWith('fortnight')) return { amount: amount * 14, unit: 'day' };
  // Hours, in whole days begun: "24 hours before" is a day, "48 hours" two (a reminder a little early is no harm).
  if (unitWord.startsWith('hour')) return { amount: Math.ceil(amount / 24), unit: 'day' };
  // A calendar quarter is three months.
  if (unitWord.startsWith('quarter')) return { amount: amount * 3, unit: 'month' };
  return { amount, unit: 'day' };
}

/** Days, the way the scorer and a person count them: a month is 30 days, a year 365. */
export function toDays({ amount, unit }: Duration): number {
  return unit === 'day' ? amount : unit === 'month' ? amount * 30 : amount * 365;
}

export function toMonths({ amount, unit }: Duration): number | null {
  if (unit === 'year') return amount * 12;
  if (unit === 'month') return amount;
  return null;
}

const UNIT_ORDER = { year: 2, month: 1, day: 0 } as const;

/**
 * The shorter length a length goes on with, "two (2) years and six (6) months", from `end` where the first one ends:
 * the second and where it ends, or null.
 */
export function lengthGoingOn(text: string, end: number, first: Duration): { duration: Duration; end: number } | null {
  const match = new RegExp(`^\\s*,?\\s*and\\s+${DURATION}`, 'i').exec(text.slice(end, end + 40));
  const duration = match && durationFrom(match.slice(1));
  if (!match || !duration || UNIT_ORDER[duration.unit] >= UNIT_ORDER[first.unit]) return null;
  return { duration, end: end + match[0].length };
}
