import dayjs from 'dayjs';
import escapeHtml from 'escape-html';
import type { ReminderKind } from '../db/schema';
import { formatAmount } from '../lib/money';

/** One line of a digest: a contract's date, as recorded when the digest was made. */
export interface DigestItem {
  contractId: string | null;
  contractName: string;
  kind: ReminderKind;
  dueDate: string;
  /** Days from the digest's day to the date. */
  daysLeft: number;
  amount: string | null;
  currency: string | null;
  late: boolean;
}

export interface DigestMessage {
  subject: string;
  text: string;
  html: string;
}

const KIND_LABEL: Record<ReminderKind, string> = { cancel_by: 'Last day to cancel', renewal: 'Renews' };

const longDate = (date: string) => dayjs(date).format('dddd, MMMM D, YYYY');

function daysLeft(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

function amountOf(item: DigestItem): string | null {
  return item.amount === null ? null : formatAmount(item.amount, item.currency);
}

/** The items grouped by date, soonest first; within a date, cancel-by before renewal, then by name. */
function byDate(items: DigestItem[]): [string, DigestItem[]][] {
  const sorted = [...items].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      (a.kind === b.kind ? 0 : a.kind === 'cancel_by' ? -1 : 1) ||
      a.contractName.localeCompare(b.contractName),
  );
  const groups = new Map<string, DigestItem[]>();
  for (const item of sorted) groups.set(item.dueDate, [...(groups.get(item.dueDate) ?? []), item]);
  return [...groups];
}

/** The digest e-mail: every due item grouped by date, in plain text and HTML, each with a link to its contract. */
export function digestMessage(items: DigestItem[], appOrigin: string): DigestMessage {
  const link = (item: DigestItem) => (item.contractId ? `${appOrigin}/contracts/${item.contractId}` : null);
  const cancelBy = items.filter((item) => item.kind === 'cancel_by');
  const soonest = [...items].sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  const subject =
    cancelBy.length > 0
      ? `Renewal Tracker: last day to cancel ${cancelBy.length === 1 ? `"${cancelBy[0].contractName}"` : `${cancelBy.length} contracts`} ${daysLeft(Math.min(...cancelBy.map((item) => item.daysLeft)))}`
      : `Renewal Tracker: ${items.length === 1 ? `"${soonest.contractName}" renews` : `${items.length} contracts renew`} ${daysLeft(soonest.daysLeft)}`;

  const groups = byDate(items);
  const line = (item: DigestItem) =>
    [
      `${KIND_LABEL[item.kind]}: ${item.contractName} (${daysLeft(item.daysLeft)})`,
      amountOf(item),
      item.late ? 'reminder sent late' : null,
      link(item),
    ]
      .filter(Boolean)
      .join(' · ');
  const text = [
    'These contract dates are coming up:',
    '',
    ...groups.flatMap(([date, group]) => [longDate(date), ...group.map((item) => `  - ${line(item)}`), '']),
    'To stop a renewal, give notice on or before the last day to cancel.',
    `Change these reminders in Settings: ${appOrigin}/settings`,
  ].join('\n');

  const htmlItem = (item: DigestItem) => {
    const href = link(item);
    const name = href
      ? `<a href="${escapeHtml(href)}">${escapeHtml(item.contractName)}</a>`
      : escapeHtml(item.contractName);
    const details = [daysLeft(item.daysLeft), amountOf(item), item.late ? 'reminder sent late' : null].filter(Boolean);
    return `<li><strong>${KIND_LABEL[item.kind]}:</strong> ${name} (${escapeHtml(details.join(' · '))})</li>`;
  };
  const html = [
    '<!doctype html><html><body style="font-family: Roboto, Arial, sans-serif; color: #1f1f1f">',
    '<p>These contract dates are coming up:</p>',
    ...groups.map(([date, group]) => `<h3>${escapeHtml(longDate(date))}</h3><ul>${group.map(htmlItem).join('')}</ul>`),
    '<p>To stop a renewal, give notice on or before the last day to cancel.</p>',
    `<p><a href="${escapeHtml(`${appOrigin}/settings`)}">Change these reminders in Settings</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** The test message of the Settings screen. */
export function testMessage(appOrigin: string): DigestMessage {
  return {
    subject: 'Renewal Tracker: test message',
    text: `This is a test message from Renewal Tracker. Reminders will reach this address.\n\nSettings: ${appOrigin}/settings`,
    html: `<p>This is a test message from Renewal Tracker. Reminders will reach this address.</p><p><a href="${escapeHtml(`${appOrigin}/settings`)}">Settings</a></p>`,
  };
}
