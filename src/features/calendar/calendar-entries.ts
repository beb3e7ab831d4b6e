import type { Dayjs } from 'dayjs';
import type { Contract } from '../../api/api';
import { isUpcoming, parseCalendarDate } from '../../lib/dates';

type Dated = Pick<Contract, 'id' | 'name' | 'renewalDate' | 'cancelByDate' | 'contractValue'>;

/** A renewal, or the last day to give notice before one: the two kinds of date the calendar shows. */
export type EntryKind = 'renewal' | 'cancelBy';

export interface CalendarEntry<T extends Dated = Dated> {
  kind: EntryKind;
  /** YYYY-MM-DD */
  date: string;
  contract: T;
}

/** Every dated entry of the contracts: a renewal date and a cancel-by date each make one. */
export function calendarEntries<T extends Dated>(contracts: readonly T[]): CalendarEntry<T>[] {
  const entries: CalendarEntry<T>[] = [];
  for (const contract of contracts) {
    if (parseCalendarDate(contract.renewalDate))
      entries.push({ kind: 'renewal', date: contract.renewalDate!, contract });
    if (parseCalendarDate(contract.cancelByDate))
      entries.push({ kind: 'cancelBy', date: contract.cancelByDate!, contract });
  }
  return entries;
}

export interface DayEntries<T extends Dated = Dated> {
  renewals: CalendarEntry<T>[];
  cancelBys: CalendarEntry<T>[];
}

/** Entries by calendar day (YYYY-MM-DD). */
export function entriesByDay<T extends Dated>(entries: readonly CalendarEntry<T>[]): Map<string, DayEntries<T>> {
  const days = new Map<string, DayEntries<T>>();
  for (const entry of entries) {
    const day = days.get(entry.date) ?? { renewals: [], cancelBys: [] };
    (entry.kind === 'renewal' ? day.renewals : day.cancelBys).push(entry);
    days.set(entry.date, day);
  }
  return days;
}

/** The side panel: entries from today through 30 days ahead, soonest first (a cancel-by before a renewal that day). */
export function upcomingEntries<T extends Dated>(
  entries: readonly CalendarEntry<T>[],
  today?: Dayjs,
): CalendarEntry<T>[] {
  return entries
    .filter((entry) => isUpcoming(entry.date, today))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === 'cancelBy' ? -1 : 1));
}

/** '{n} renewal' or '{n} renewals'. */
export const renewalsLabel = (count: number): string => `${count} ${count === 1 ? 'renewal' : 'renewals'}`;

/** '{n} cancel-by' or '{n} cancel-bys': the last days to give notice. */
export const cancelBysLabel = (count: number): string => `${count} cancel-by${count === 1 ? '' : 's'}`;
