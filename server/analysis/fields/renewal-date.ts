import type { Sentence } from '../text/sentences';
import { addToDate, compareIso, endOfMonth, findDates, lastMonthDayBy, MONTH_DAY, monthNumberOf } from './dates';
import { A_MONTH_AFTER_A_PRICE } from './renewal-cues';
import type { Expiration } from './term';

/** Upper bound on roll-forward steps, so a 1-month term from the year 1900 cannot loop for long. */
const MAX_ROLLS = 2400;

/**
 * The next renewal date as of `asOf`: the end of the initial term, or, for a contract that renews itself and
 * whose term has passed, the end of the renewal period that contains `asOf`.
 */
export function nextRenewalDate(
  expiration: Expiration | null,
  autoRenews: boolean,
  renewalTermMonths: number | null,
  asOf: string,
): string | null {
  if (!expiration || expiration === 'perpetual') return null;
  if (compareIso(expiration, asOf) >= 0 || !autoRenews) return expiration;
  const step = renewalTermMonths && renewalTermMonths > 0 ? renewalTermMonths : 12;
  let date = expiration;
  for (let rolls = 1; compareIso(date, asOf) < 0 && rolls <= MAX_ROLLS; rolls++) {
    // Counted from the original date each time, so month ends do not drift (Jan 31 -> Feb 28 -> Mar 28).
    date = addToDate(expiration, step * rolls, 'month');
  }
  return date;
}

/**
 * The last day to give notice: the renewal date minus the notice period, in calendar months when the contract gave
 * it in months (`noticeMonths`).
 */
export function cancelByDate(
  renewalDate: string | null,
  noticePeriodDays: number | null,
  noticeMonths: number | null = null,
): string | null {
  if (!renewalDate || !noticePeriodDays) return null;
  return noticeMonths
    ? addToDate(renewalDate, -noticeMonths, 'month')
    : addToDate(renewalDate, -noticePeriodDays, 'day');
}

/**
 * A renewal on the anniversary of the day the contract started: "This plan renews each year on the anniversary of the
 * plan start date", "shall be automatically extended by one additional year on each anniversary of the Effective
 * Date", or of the start just dated: "starts on 1 January 2027 and will renew automatically on each anniversary of
 * that date" (or of joining, or with no more said: "began on 10 September 2026 and renews automatically on each
 * anniversary").
 */
const ON_THE_ANNIVERSARY =
  /\bon\s+(?:each|every|the)\s+anniversary\s+of\s+(?:(?:the\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:effective|start|commencement)\s+date|(?:that|such)\s+date|(?:your\s+)?joining(?:\s+date)?)\b|\bon\s+(?:each|every|its)\s+anniversary\b(?!\s+(?:of|date)\b)/i;

/**
 * The next renewal of a contract that renews on the anniversaries of its start and writes no end: the first
 * anniversary, or the one after `asOf` (each renewal `renewalTermMonths` long, else a year). Null for any other
 * renewal sentence or without a start.
 */
export function anniversaryRenewalDate(
  renewalSentence: string,
  effective: string | null,
  renewalTermMonths: number | null,
  asOf: string,
): string | null {
  if (!effective || !ON_THE_ANNIVERSARY.test(renewalSentence)) return null;
  return renewalCountedFromStart(effective, renewalTermMonths && renewalTermMonths > 0 ? renewalTermMonths : 12, asOf);
}

/** The first end of a `months`-long renewal counted from the start, or the one after `asOf`. */
const renewalCountedFromStart = (effective: string, months: number, asOf: string) =>
  nextRenewalDate(addToDate(effective, months, 'month'), true, months, asOf);

/**
 * A renewal in a cycle of its own: "renews automatically every three months", "shall renew each year", "renews
 * annually", a club's membership that "renews automatically each April" (the month is the first group); not "for
 * successive periods", which follow an initial term of their own.
 */
const IN_A_CYCLE =
  /\brenew(?:s|ed|ing)?\s+(?:automatically\s+)?(?:every\s+(?:\w+\s+)?(?:years?|months?|quarters?|weeks?)|each\s+(?:year|month|quarter)|(?:each|every)\s+(January|February|March|April|May|June|July|August|September|October|November|December)\b(?!\s*\d)|annually|yearly|quarterly|monthly)\b/i;

/**
 * The next renewal of a contract that renews in a cycle from its start and states no term of its own ("This Agreement
 * ... begins on January 1, 2027. It renews automatically every three months unless ..."): its first term is one cycle,
 * so it renews at the end of each. The caller makes sure no term is stated; null for any other renewal sentence,
 * without a start or without the cycle's length.
 */
export function cycleRenewalDate(
  renewalSentence: string,
  effective: string | null,
  renewalTermMonths: number | null,
  asOf: string,
): string | null {
  const firstEnd = firstCycleEndDate(renewalSentence, effective, renewalTermMonths);
  return firstEnd && nextRenewalDate(firstEnd, true, renewalTermMonths, asOf);
}

/** The end of the first cycle of a renewal in a cycle from the start (as cycleRenewalDate reads it), or null. */
export function firstCycleEndDate(
  renewalSentence: string,
  effective: string | null,
  renewalTermMonths: number | null,
): string | null {
  const cycle = IN_A_CYCLE.exec(renewalSentence);
  if (!effective || !renewalTermMonths || renewalTermMonths <= 0 || !cycle) return null;
  // Each April counts from a start in April; from a start in another month, which April comes first is unsaid.
  if (cycle[1] && monthNumberOf(cycle[1]) !== Number(effective.slice(5, 7))) return null;
  return addToDate(effective, renewalTermMonths, 'month');
}

/**
 * A renewal on a day of each year: "will automatically renew each July 1", "renews automatically on 1 July each year"
 * (a chamber of commerce's membership year), "renews annually on 1 March" (a piano tuning plan). Three alternatives,
 * each with MONTH_DAY's four groups.
 */
export const ON_A_DAY_EACH_YEAR = new RegExp(
  String.raw`\brenew\w*\s+(?:automatically\s+)?(?:on\s+(?:the\s+)?${MONTH_DAY}\s+(?:of\s+)?(?:each|every)\s+year|(?:on\s+)?(?:each|every)\s+${MONTH_DAY}|(?:annually|yearly|(?:each|every)\s+year)\s+on\s+(?:the\s+)?${MONTH_DAY})`,
  'i',
);
/** MONTH_DAY's four groups of whichever of ON_A_DAY_EACH_YEAR's alternatives matched (its month is always set). */
const groupsOfTheDay = (day: RegExpExecArray) => {
  const first = [1, 5, 9].find((at) => day[at] || day[at + 3]) ?? 1;
  return day.slice(first, first + 4);
};

/**
 * The next renewal of a contract that renews on a day of each year and writes no end: that day on or after `asOf`.
 * Null for any other renewal sentence, and for February 29, a day most years lack.
 */
export function yearlyDayRenewalDate(renewalSentence: string, asOf: string): string | null {
  const day = ON_A_DAY_EACH_YEAR.exec(renewalSentence);
  if (!day) return null;
  // The last such day by a year less a day from now is the first on or after now.
  return lastMonthDayBy(groupsOfTheDay(day), addToDate(addToDate(asOf, 1, 'year'), -1, 'day'));
}

/**
 * A renewal on a day of each month: "renews on the 18th of each month", "will renew automatically on the 1st day of
 * every month" (a monthly plan's receipt), "renews monthly on the 1st" (or "each month on the 3rd"), or a plan that
 * renews by itself "billed on the 12th of each month" (each charge its renewal). The day's number is the first group or
 * the second.
 */
const ON_A_DAY_EACH_MONTH =
  /\b(?:renew\w*|billed|charged)\s+(?:automatically\s+)?(?:(?:monthly|(?:each|every)\s+month)\s+on\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b|on\s+the\s+(\d{1,2})(?:st|nd|rd|th)\s+(?:day\s+)?of\s+(?:each|every|the)\s+(?:calendar\s+)?month\b)/i;

/**
 * A price a month billed or charged on a day, the month left unsaid: "$25/month, billed on the 7th". Its one group is
 * the day. Renewal kinds (renewal.ts) read it as a plan renewing each month.
 */
export const BILLED_ON_A_DAY_AFTER_A_MONTHS_PRICE = String.raw`${A_MONTH_AFTER_A_PRICE},?\s+(?:charged|billed)\s+on\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b`;
const BILLED_ON_A_DAY = new RegExp(BILLED_ON_A_DAY_AFTER_A_MONTHS_PRICE, 'i');

/**
 * The next renewal of a contract that renews on a day of each month and writes no end: that day on or after `asOf`,
 * the month's last day where the month is shorter (the 31st in June is the 30th). Null for any other sentence.
 */
export function monthlyDayRenewalDate(renewalSentence: string, asOf: string): string | null {
  const said = ON_A_DAY_EACH_MONTH.exec(renewalSentence) ?? BILLED_ON_A_DAY.exec(renewalSentence);
  const day = Number(said?.[1] ?? said?.[2] ?? 0);
  if (day < 1 || day > 31) return null;
  const dayIn = (month: string) => {
    const date = addToDate(month, day - 1, 'day');
    return compareIso(date, endOfMonth(month)) > 0 ? endOfMonth(month) : date;
  };
  const monthOfAsOf = `${asOf.slice(0, 7)}-01`;
  const thisMonth = dayIn(monthOfAsOf);
  return compareIso(thisMonth, asOf) >= 0 ? thisMonth : dayIn(addToDate(monthOfAsOf, 1, 'month'));
}

/**
 * A plan paused until a day, its billing or deliveries resuming "on that date": "Your Bloombox plant subscription is
 * paused until 1 March 2027. Deliveries and payments of £19.99 a month will restart on that date unless you cancel."
 * The day the pause ends is the next renewal, found after PAUSED_UNTIL in the sentence before.
 */
const RESUMES_ON_THAT_DATE = /\b(?:resume|restart)s?\b[^.;]{0,40}?\bon\s+that\s+(?:date|day)\b/i;
const PAUSED_UNTIL = /\bpaused\s+until\s+$/i;

/**
 * The next renewal of a plan that resumes after a pause (RESUMES_ON_THAT_DATE), the day the sentence before pauses it
 * until; null for any other renewal sentence.
 */
export function resumedAfterAPauseDate(sentences: Sentence[], renewalSentence: string): string | null {
  if (!RESUMES_ON_THAT_DATE.test(renewalSentence)) return null;
  const at = sentences.findIndex((sentence) => sentence.text === renewalSentence);
  const before = at > 0 ? sentences[at - 1].text : '';
  return findDates(before).find((date) => PAUSED_UNTIL.test(before.slice(0, date.index)))?.iso ?? null;
}
