import { describe, expect, it } from 'vitest';
import { parseDriveQuery } from '../../fake-google/drive-query';
import { parseGmailQuery } from '../../fake-google/gmail-query';
import { cleanKeywords, dayIn, dayRange, driveQuery, gmailQuery, isTimeZone } from './queries';

const mail = (text: string, date = '2025-03-10T12:00:00Z', labels = ['INBOX']) => ({
  text,
  internalDate: Date.parse(date),
  labels,
  hasAttachment: false,
});
const file = (name: string, text = '', modifiedTime = '2025-03-10T12:00:00Z', mimeType = 'application/pdf') => ({
  name,
  text,
  mimeType,
  modifiedTime,
  trashed: false,
});

describe('days in a time zone', () => {
  it('turns a day range into the instants it covers in the chosen zone, not UTC', () => {
    const { from, until } = dayRange('2025-03-01', '2025-03-31', 'America/New_York');
    expect(from!.toISOString()).toBe('2025-03-01T05:00:00.000Z');
    // New York moves to summer time on 9 March: the end of the 31st is 04:00 UTC on 1 April.
    expect(until!.toISOString()).toBe('2025-04-01T04:00:00.000Z');
    expect(dayRange(null, null, 'UTC')).toEqual({ from: null, until: null });
  });

  it('reads an instant as the day it falls on in the zone', () => {
    expect(dayIn('2025-03-01T03:00:00.000Z', 'America/Los_Angeles')).toBe('2025-02-28');
    expect(dayIn('2025-03-01T03:00:00.000Z', 'Asia/Tokyo')).toBe('2025-03-01');
    expect(dayIn('2025-03-01', 'Asia/Tokyo')).toBe('2025-03-01');
  });

  it('knows real IANA zones only', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('Gmail query', () => {
  it('ORs quoted keywords, bounds dates by epoch seconds and leaves drafts out', () => {
    const { from, until } = dayRange('2025-03-01', '2025-03-31', 'Europe/Paris');
    const query = gmailQuery({ keywords: ['renewal', 'master services agreement'], from, until, excludeDrafts: true });
    expect(query).toBe(
      `("renewal" OR "master services agreement") after:${from!.getTime() / 1000 - 1} before:${until!.getTime() / 1000} -in:drafts`,
    );
    const matches = parseGmailQuery(query);
    expect(matches(mail('Your renewal is due'))).toBe(true);
    expect(matches(mail('the Master Services  Agreement'))).toBe(true);
    expect(matches(mail('renewal', '2025-02-28T22:59:00Z'))).toBe(false); // 23:59 in Paris on the 28th
    expect(matches(mail('renewal', '2025-02-28T23:00:00Z'))).toBe(true); // midnight in Paris on the 1st
    expect(matches(mail('renewal', '2025-03-31T21:59:00Z'))).toBe(true); // 23:59 in Paris (summer time)
    expect(matches(mail('renewal', '2025-03-31T22:00:00Z'))).toBe(false);
    expect(matches(mail('renewal', undefined, ['DRAFT']))).toBe(false);
    expect(
      parseGmailQuery(gmailQuery({ keywords: ['renewal'], from: null, until: null, excludeDrafts: false }))(
        mail('renewal', undefined, ['DRAFT']),
      ),
    ).toBe(true);
  });

  it('keeps hostile keywords inside their quotes: no operator, OR or negation leaks out', () => {
    const hostile = ['contract" OR "', '-renewal', 'x OR from:boss', 'in:drafts', '(a', '"'];
    const query = gmailQuery({ keywords: hostile, from: null, until: null, excludeDrafts: true });
    const matches = parseGmailQuery(query);
    // Nothing in this mail contains any of the phrases, so a faithful reading matches nothing.
    expect(matches(mail('a contract about renewal from the boss'))).toBe(false);
    expect(matches(mail('please see x OR from:boss here'))).toBe(true);
    expect(query).not.toMatch(/(^|\s)-renewal/);
  });

  it('drops empty and repeated keywords', () => {
    expect(cleanKeywords(['  lease ', 'Lease', '', '  ', 'master   agreement'])).toEqual(['lease', 'master agreement']);
  });
});

describe('Drive query', () => {
  it('searches the full text of readable, untrashed files modified in the range', () => {
    const { from, until } = dayRange('2025-03-01', '2025-03-31', 'UTC');
    const query = driveQuery({ keywords: ['renewal', 'lease'], from, until });
    const matches = parseDriveQuery(query);
    expect(matches(file('Office lease.pdf'))).toBe(true);
    expect(matches(file('scan.pdf', 'automatic renewal'))).toBe(true);
    expect(matches(file('scan.pdf', 'nothing'))).toBe(false);
    expect(matches(file('lease.png', '', undefined, 'image/png'))).toBe(false);
    expect(matches(file('lease.pdf', '', '2025-04-01T00:00:00Z'))).toBe(false);
    expect(matches({ ...file('lease.pdf'), trashed: true })).toBe(false);
  });

  it('escapes quotes and backslashes so a keyword stays one string literal', () => {
    const query = driveQuery({
      keywords: ["O'Brien\\' or trashed = true or name contains '", 'back\\slash'],
      from: null,
      until: null,
    });
    const matches = parseDriveQuery(query);
    expect(matches(file("O'Brien\\' or trashed = true or name contains '.pdf"))).toBe(true);
    expect(matches(file('other.pdf', 'back\\slash'))).toBe(true);
    expect(matches(file('other.pdf', 'trashed'))).toBe(false);
  });
});
