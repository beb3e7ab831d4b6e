import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { addToDate } from '../analysis/fields/dates';
import { nextRenewalDate } from '../analysis/fields/renewal-date';

dayjs.extend(utc);

/** What the next renewal and the last day to give notice depend on. */
export interface TermDates {
  renewalDate: string | null;
  cancelByDate: string | null;
  noticePeriodDays: number | null;
  autoRenews: boolean | null;
  renewalTermMonths: number | null;
  /** The day renewals count from (the end of the initial term); the renewal date when unknown. */
  termAnchor: string | null;
}

const daysBetween = (from: string, to: string) => dayjs.utc(to).diff(dayjs.utc(from), 'day');

/**
 * The renewal and cancel-by dates as of `today` for a contract that renews itself for a known period and whose
 * renewal date has passed: the first renewal on or after today, counted from the term's anchor (so Jan 31 monthly
 * gives Feb 28, then Mar 31, and Feb 29 yearly gives Feb 28 until the next leap year), and the cancel-by date the
 * notice period (or, without one, the same number of days as before) ahead of it. Null when nothing rolls.
 */
export function rolledForward(
  term: TermDates,
  today: string,
): { renewalDate: string; cancelByDate: string | null } | null {
  const { renewalDate, cancelByDate, renewalTermMonths } = term;
  if (!term.autoRenews || !renewalTermMonths || renewalTermMonths <= 0 || !renewalDate || renewalDate >= today)
    return null;
  const next = nextRenewalDate(term.termAnchor ?? renewalDate, true, renewalTermMonths, today);
  if (!next || next <= renewalDate) return null;
  const lead = noticeLead(renewalDate, cancelByDate, term.noticePeriodDays);
  return { renewalDate: next, cancelByDate: lead === null ? null : countBack(next, lead) };
}

/** How far before a renewal its cancel-by date falls: whole calendar months, or days. */
export type NoticeLead = { months: number } | { days: number };

/**
 * The lead a contract's cancel-by date keeps before its renewal date: its notice period in days, unless the
 * cancel-by date stands a whole number of calendar months before the renewal and the notice is that many months of
 * 30 days ("three (3) months' notice", read as 90 days and counted back as three months, so never late); without a
 * notice period, the days between the two dates.
 */
export function noticeLead(
  renewalDate: string | null,
  cancelByDate: string | null,
  noticePeriodDays: number | null,
): NoticeLead | null {
  if (noticePeriodDays === null) {
    return renewalDate && cancelByDate ? { days: daysBetween(cancelByDate, renewalDate) } : null;
  }
  const months = noticePeriodDays / 30;
  const inMonths =
    renewalDate &&
    cancelByDate &&
    Number.isInteger(months) &&
    months > 0 &&
    countBack(renewalDate, { months }) === cancelByDate &&
    // Where months and days land on the same day, the pair cannot tell: the days, as written, are kept.
    countBack(renewalDate, { days: noticePeriodDays }) !== cancelByDate;
  return inMonths ? { months } : { days: noticePeriodDays };
}

/** The day `lead` before `date`. */
export const countBack = (date: string, lead: NoticeLead): string =>
  'months' in lead ? addToDate(date, -lead.months, 'month') : addToDate(date, -lead.days, 'day');

/** The renewal date the end of the initial term gives as of `today` (rolled forward when it renews itself). */
export function renewalFromTerm(
  expirationDate: string | null,
  perpetual: boolean,
  autoRenews: boolean | null,
  renewalTermMonths: number | null,
  today: string,
): string | null {
  if (perpetual || !expirationDate) return null;
  return nextRenewalDate(expirationDate, Boolean(autoRenews), renewalTermMonths, today);
}

/** The last day to give notice: the renewal date minus the notice period. */
export function cancelByFor(renewalDate: string | null, noticePeriodDays: number | null): string | null {
  return renewalDate && noticePeriodDays !== null ? addToDate(renewalDate, -noticePeriodDays, 'day') : null;
}
