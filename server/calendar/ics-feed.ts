import ical, { ICalCalendarMethod } from 'ical-generator';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contracts } from '../db/schema';
import { formatAmount } from '../lib/money';

/** What the feed shows of a contract. */
export interface FeedContract {
  id: string;
  name: string;
  renewalDate: string | null;
  cancelByDate: string | null;
  contractValue: string | null;
  currency: string | null;
  parties: string[];
  version: number;
  updatedAt: Date;
}

export async function feedContracts(db: Database, ownerId: string): Promise<FeedContract[]> {
  return db
    .select({
      id: contracts.id,
      name: contracts.name,
      renewalDate: contracts.renewalDate,
      cancelByDate: contracts.cancelByDate,
      contractValue: contracts.contractValue,
      currency: contracts.currency,
      parties: contracts.parties,
      version: contracts.version,
      updatedAt: contracts.updatedAt,
    })
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), or(isNotNull(contracts.renewalDate), isNotNull(contracts.cancelByDate))))
    .orderBy(contracts.id);
}

/** A calendar date as the all-day start ical-generator writes as DTSTART;VALUE=DATE (midnight UTC, floating). */
const allDay = (date: string) => new Date(`${date}T00:00:00Z`);

function description(contract: FeedContract, appOrigin: string): string {
  const lines: string[] = [];
  if (contract.contractValue !== null) lines.push(`Amount: ${formatAmount(contract.contractValue, contract.currency)}`);
  if (contract.parties.length) lines.push(`Parties: ${contract.parties.join(', ')}`);
  lines.push(`${appOrigin}/contracts/${contract.id}`);
  return lines.join('\n');
}

/**
 * The user's dates as an iCalendar feed (RFC 5545): one all-day event per renewal date ("Renewal: NAME") and per
 * cancel-by date ("Cancel by: NAME"), with UIDs that stay the same across fetches and edits and a SEQUENCE that
 * grows with every change. ical-generator escapes and folds the text.
 */
export function icsFeed(items: FeedContract[], appOrigin: string, host: string): string {
  const calendar = ical({
    name: 'Renewal Tracker',
    prodId: { company: 'Renewal Tracker', product: 'renewals', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const contract of items) {
    const dates: [string, string | null, string][] = [
      ['renewal', contract.renewalDate, 'Renewal'],
      ['cancel-by', contract.cancelByDate, 'Cancel by'],
    ];
    for (const [kind, date, label] of dates) {
      if (!date) continue;
      calendar.createEvent({
        id: `${contract.id}-${kind}@${host}`,
        sequence: contract.version,
        stamp: contract.updatedAt,
        start: allDay(date),
        allDay: true,
        summary: `${label}: ${contract.name}`,
        description: description(contract, appOrigin),
        url: `${appOrigin}/contracts/${contract.id}`,
      });
    }
  }
  return calendar.toString();
}
