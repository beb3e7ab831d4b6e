import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FORMATS, UPCOMING_WINDOW_DAYS } from './constants';

dayjs.extend(customParseFormat);

/** The key of a calendar day, YYYY-MM-DD, as the server writes renewal dates. */
export const dayKey = (day: Dayjs): string => day.format('YYYY-MM-DD');

/**
 * Parses a server calendar date as a local date. Never `new Date('YYYY-MM-DD')`: that is UTC midnight, which is
 * the previous day west of Greenwich.
 */
export function parseCalendarDate(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value.slice(0, 10), 'YYYY-MM-DD', true);
  return parsed.isValid() ? parsed : null;
}

/** 'MMM D, YYYY' (the spec's 'MMM d, yyyy'). */
export const formatSideListDate = (value: string) => parseCalendarDate(value)?.format(DATE_FORMATS.sideList) ?? value;

/** Today's local calendar date, YYYY-MM-DD: sent to the server so its 30-day window is the calendar's. */
export const localToday = (): string => dayKey(dayjs());

/** A calendar date plus whole days (YYYY-MM-DD in and out). */
export const addCalendarDays = (value: string, days: number): string =>
  dayKey(dayjs(value, 'YYYY-MM-DD', true).add(days, 'day'));

/** Whether a renewal falls in the upcoming window: from today through 30 days ahead, inclusive. */
export function isUpcoming(renewalDate: string | null | undefined, today: Dayjs = dayjs()): boolean {
  const date = parseCalendarDate(renewalDate);
  if (!date) return false;
  const start = today.startOf('day');
  return !date.isBefore(start) && !date.isAfter(start.add(UPCOMING_WINDOW_DAYS, 'day'));
}
