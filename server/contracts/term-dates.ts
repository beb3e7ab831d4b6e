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
  const lead = term.noticePeriodDays ?? (cancelByDate ? daysBetween(cancelByDate, renewalDate) : null);
  return { renewalDate: next, cancelByDate: lead === null ? null : addToDate(next, -lead, 'day') };
}

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
