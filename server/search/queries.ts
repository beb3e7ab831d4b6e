import { isTimeZone } from '../lib/calendar-dates';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export { isTimeZone };

/** The day a criterion names in the zone: "2025-01-31" as is; an instant, the day it falls on there. */
export function dayIn(value: string, zone: string): string {
  return DAY.test(value) ? value : dayjs(value).tz(zone).format('YYYY-MM-DD');
}

/** The instants a day range covers in a zone: from the start day's midnight to the midnight after the end day. */
export function dayRange(
  startDay: string | null,
  endDay: string | null,
  zone: string,
): { from: Date | null; until: Date | null } {
  return {
    from: startDay ? dayjs.tz(startDay, zone).toDate() : null,
    until: endDay ? dayjs.tz(endDay, zone).add(1, 'day').toDate() : null,
  };
}

/** Keywords as searched: whitespace collapsed, empty ones and repeats dropped. */
export function cleanKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  return keywords
    .map((keyword) => keyword.replace(/\s+/g, ' ').trim())
    .filter((keyword) => keyword && !seen.has(keyword.toLowerCase()) && seen.add(keyword.toLowerCase()));
}

/**
 * Keywords as Gmail-syntax terms (Gmail and Vault read the same operators): each keyword one quoted phrase, ORed.
 * Gmail has no escape inside quotes, so double quotes are dropped, and nothing a user types (OR, -, from:, braces)
 * can act as an operator.
 */
export function quotedTerms(keywords: string[]): string {
  const phrases = keywords
    .map((keyword) =>
      keyword
        .replace(/["\u201c\u201d]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .map((keyword) => `"${keyword}"`);
  return phrases.length === 1 ? phrases[0] : `(${phrases.join(' OR ')})`;
}

/**
 * A Gmail search (the syntax of the Gmail search box): the keywords as quoted terms; dates as epoch seconds, which
 * Gmail reads as instants ("after:2025/01/31" would be a day in Google's own zone); drafts left out when asked.
 */
export function gmailQuery(options: {
  keywords: string[];
  from: Date | null;
  until: Date | null;
  excludeDrafts: boolean;
}): string {
  const parts = [quotedTerms(options.keywords)];
  if (options.from) parts.push(`after:${Math.floor(options.from.getTime() / 1000) - 1}`);
  if (options.until) parts.push(`before:${Math.floor(options.until.getTime() / 1000)}`);
  if (options.excludeDrafts) parts.push('-in:drafts');
  return parts.join(' ');
}

/** Drive's query-string literal: single quotes and backslashes escaped as Drive documents. */
export function driveString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The kinds of Drive file the search reads: PDFs, Word files, plain text and Google Docs (exported). */
export const DRIVE_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'application/vnd.google-apps.document',
];

/** A Drive files.list query: any keyword in the full text, a readable file type, modified within the range. */
export function driveQuery(options: { keywords: string[]; from: Date | null; until: Date | null }): string {
  const terms = options.keywords.map((keyword) => `fullText contains ${driveString(keyword)}`);
  const types = DRIVE_MIME_TYPES.map((type) => `mimeType = ${driveString(type)}`);
  const parts = [`(${terms.join(' or ')})`, `(${types.join(' or ')})`, 'trashed = false'];
  if (options.from) parts.push(`modifiedTime >= ${driveString(options.from.toISOString())}`);
  if (options.until) parts.push(`modifiedTime < ${driveString(options.until.toISOString())}`);
  return parts.join(' and ');
}
