import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Days after today that count as "upcoming": the same window as the calendar's side panel. */
export const UPCOMING_WINDOW_DAYS = 30;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar date in UTC, YYYY-MM-DD. */
export function todayUtc(): string {
  return dayjs.utc().format('YYYY-MM-DD');
}

/** A date formatter per time zone: making one costs far more than using it, and every request asks for "today". */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date it is in `timeZone` (IANA) at `now`: where a user's "today" is. On every request's path (the
 * list's ETag holds it), so it reuses one formatter per zone; dayjs's tz() builds a new one on each call.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A calendar date plus whole days, YYYY-MM-DD in, YYYY-MM-DD out (no time zone can shift it). */
export function addDays(isoDate: string, days: number): string {
  if (!ISO_DATE.test(isoDate)) throw new Error(`Not a calendar date: ${isoDate}`);
  return dayjs.utc(isoDate).add(days, 'day').format('YYYY-MM-DD');
}

/** Whole days from one calendar date (YYYY-MM-DD) to another; negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}
