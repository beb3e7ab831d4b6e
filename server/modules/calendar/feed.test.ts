import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema';
import { storeContracts } from '../../test/test-app';
import { useTestApp } from '../../test/shared-test-app';

const t = useTestApp(
  { alice: 'feed-alice@example.com', bob: 'feed-bob@example.com' },
  { appOrigin: 'https://renewals.example.test' },
);

const feedUrl = async (authorization: string, rotate = false) => {
  const response = await t.app.inject({
    method: rotate ? 'POST' : 'GET',
    url: rotate ? '/api/calendar/feed/rotate' : '/api/calendar/feed',
    headers: { authorization },
  });
  expect(response.statusCode).toBe(200);
  return new URL(response.json().url);
};
const fetchFeed = (url: URL, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url.pathname, headers });

/** The events of a feed, each as its unfolded properties. */
function eventsOf(ics: string): Record<string, string>[] {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) =>
      Object.fromEntries(
        block
          .split('\r\n')
          .filter((line) => line.includes(':') && !line.startsWith('END:'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      ),
    );
}

describe('the calendar feed', () => {
  it('has one address per user, made on first use, whose secret is stored only as a hash', async () => {
    const first = await feedUrl(t.users.alice);
    expect(first.origin).toBe('https://renewals.example.test');
    expect(first.pathname).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feedUrl(t.users.alice)).href).toBe(first.href);
    expect((await feedUrl(t.users.bob)).href).not.toBe(first.href);
    const token = first.pathname.slice('/calendar/'.length, -'.ics'.length);
    const rows = await t.database.db.select().from(calendarFeeds);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('lists an all-day event per renewal and cancel-by date, escaped, with stable UIDs and a growing SEQUENCE', async () => {
    const [id] = await storeContracts(t.app, t.users.alice, [
      {
        id: 'feed-1',
        name: 'Hosting; Support, and More',
        sourceType: 'gmail',
        amount: 12000,
        parties: ['Acme Inc.', 'Beta LLC'],
        renewalDate: '2027-03-01',
        cancelByDate: '2027-01-30',
      },
      { id: 'feed-2', name: 'Undated Plan', sourceType: 'gmail' },
    ]);
    await storeContracts(t.app, t.users.bob, [
      { id: 'feed-3', name: 'Bob Only', sourceType: 'gmail', renewalDate: '2027-05-01' },
    ]);
    const url = await feedUrl(t.users.alice);
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(response.body).not.toContain('Bob Only');
    const events = eventsOf(response.body);
    expect(events.map((event) => event.SUMMARY).sort()).toEqual([
      'Cancel by: Hosting\\; Support\\, and More',
      'Renewal: Hosting\\; Support\\, and More',
    ]);
    const renewal = events.find((event) => event.SUMMARY.startsWith('Renewal'))!;
    expect(renewal['DTSTART;VALUE=DATE']).toBe('20270301');
    expect(events.find((event) => event.SUMMARY.startsWith('Cancel'))!['DTSTART;VALUE=DATE']).toBe('20270130');
    expect(renewal.UID).toBe(`${id}-renewal@renewals.example.test`);
    expect(renewal.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(renewal.DESCRIPTION).toBe(
      `Amount: $12\\,000.00\\nParties: Acme Inc.\\, Beta LLC\\nhttps://renewals.example.test/contracts/${id}`,
    );
    const sequence = Number(renewal.SEQUENCE);

    // Unchanged: 304. Changed: the same UIDs, a higher SEQUENCE.
    const unchanged = await fetchFeed(url, { 'if-none-match': response.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/contracts/${id}`,
      headers: { authorization: t.users.alice },
      payload: { name: 'Hosting Agreement', renewalDate: '2027-04-01' },
    });
    const changed = await fetchFeed(url, { 'if-none-match': response.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    const after = eventsOf(changed.body).find((event) => event.SUMMARY === 'Renewal: Hosting Agreement')!;
    expect(after.UID).toBe(renewal.UID);
    expect(after['DTSTART;VALUE=DATE']).toBe('20270401');
    expect(Number(after.SEQUENCE)).toBeGreaterThan(sequence);
  });

  it('answers 404 to a rotated, unknown or malformed address, and serves the new one', async () => {
    const old = await feedUrl(t.users.bob);
    const rotated = await feedUrl(t.users.bob, true);
    expect(rotated.href).not.toBe(old.href);
    expect((await feedUrl(t.users.bob)).href).toBe(rotated.href);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(rotated)).statusCode).toBe(200);
    expect((await fetchFeed(new URL(`/calendar/${'A'.repeat(43)}.ics`, old))).statusCode).toBe(404);
    expect((await fetchFeed(new URL('/calendar/not-a-token', old))).statusCode).toBe(404);
  });

  it('needs a sign-in to show or rotate the address', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar/feed/rotate' })).statusCode).toBe(401);
  });
});
