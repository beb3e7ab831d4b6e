import type { Dayjs } from 'dayjs';
import type { Contract } from '../../api/api';
import { isUpcoming, parseCalendarDate } from '../../lib/dates';

type Renewal = Pick<Contract, 'id' | 'name' | 'renewalDate' | 'contractValue'>;

/** Renewal counts keyed by calendar day (YYYY-MM-DD). */
export function countRenewalsByDay(contracts: readonly Renewal[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const contract of contracts) {
    const date = parseCalendarDate(contract.renewalDate);
    if (!date) continue;
    const key = date.format('YYYY-MM-DD');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The side panel: renewals from today through 30 days ahead, soonest first. */
export function upcomingRenewals<T extends Renewal>(contracts: readonly T[], today?: Dayjs): T[] {
  return contracts
    .filter((contract) => isUpcoming(contract.renewalDate, today))
    .sort((a, b) => a.renewalDate!.localeCompare(b.renewalDate!));
}

/** '{n} renewal' or '{n} renewals'. */
export const renewalsLabel = (count: number): string => `${count} ${count === 1 ? 'renewal' : 'renewals'}`;
