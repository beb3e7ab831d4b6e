import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '../../lib/calendar-dates';
import { contracts } from '../../db/schema';
import { makePdf } from '../../test/fixtures';
import { signUp } from '../../test/test-app';
import { useTestApp } from '../../test/shared-test-app';

const t = useTestApp({ alice: 'alice@example.com', bob: 'bob@example.com' });

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, authorization?: string, payload?: Json) =>
  t.app.inject({ method, url, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });
const upload = (authorization: string, items: Json[]) =>
  call('POST', '/api/contracts/batch', authorization, { contracts: items });
const list = async (authorization: string) => (await call('GET', '/api/contracts', authorization)).json() as Json[];

describe('POST /api/contracts/batch', () => {
  it('stores the items and answers what it created', async () => {
    const response = await upload(t.users.alice, [
      {
        id: 'gmail-msg-1',
        name: 'Hosting Agreement',
        amount: 12000,
        renewalDate: '2027-03-01',
        sourceType: 'gmail',
        parties: ['Acme Inc.', ' Beta LLC '],
      },
      { id: 'drive-file-1', name: 'NDA', sourceType: 'drive', amount: 0, renewalDate: null },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.duplicates).toBe(0);
    expect(body.contracts).toHaveLength(2);
    expect(body.contracts[0]).toMatchObject({
      name: 'Hosting Agreement',
      contractValue: 12000,
      currency: 'USD',
      renewalDate: '2027-03-01',
      source: 'gmail',
      parties: ['Acme Inc.', 'Beta LLC'],
      hasOriginalFile: false,
    });
    expect(body.contracts[1]).toMatchObject({ contractValue: null, renewalDate: null, source: 'drive' });
  });

  it('keeps a price per unit to four places, as the analysis reads it ("$0.129" per kWh)', async () => {
    const item = { id: 'drive-kwh-1', name: 'Solar PPA', sourceType: 'drive', amount: 0.129, currency: 'USD' };
    expect((await upload(t.users.alice, [item])).statusCode).toBe(201);
    expect((await list(t.users.alice)).find((c) => c.name === 'Solar PPA')).toMatchObject({ contractValue: 0.129 });
  });

  it('is idempotent: the same source item uploaded again is not stored twice', async () => {
    const item = { id: 'gmail-msg-dup', name: 'Support Contract', sourceType: 'gmail' };
    expect((await upload(t.users.alice, [item])).json().contracts).toHaveLength(1);
    const again = await upload(t.users.alice, [item, { id: 'gmail-msg-new', name: 'Other', sourceType: 'gmail' }]);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ duplicates: 1, contracts: [{ name: 'Other' }] });
    expect((await list(t.users.alice)).filter((c) => c.name === 'Support Contract')).toHaveLength(1);
  });

  it('stores all or nothing: one invalid item refuses the whole batch', async () => {
    const before = (await list(t.users.alice)).length;
    const response = await upload(t.users.alice, [
      { id: 'ok-1', name: 'Fine' },
      { id: 'bad-1', name: 'Bad date', renewalDate: '2027-02-30x' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/contracts\/1\/renewalDate/);
    expect((await list(t.users.alice)).length).toBe(before);
  });

  it.each([
    ['an empty list', { contracts: [] }],
    ['no list', {}],
    ['a missing name', { contracts: [{ id: 'x' }] }],
    ['a negative amount', { contracts: [{ id: 'x', name: 'n', amount: -5 }] }],
    ['an unknown source', { contracts: [{ id: 'x', name: 'n', sourceType: 'ftp' }] }],
    ['a string amount', { contracts: [{ id: 'x', name: 'n', amount: 'lots' }] }],
    [
      'a file that is not base64',
      {
        contracts: [{ id: 'x', name: 'n', file: { name: 'a.pdf', contentType: 'application/pdf', contentBase64: '' } }],
      },
    ],
  ])('answers 400 with a message for %s', async (_name, body) => {
    const response = await call('POST', '/api/contracts/batch', t.users.alice, body as Json);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: /);
  });

  it('requires a signed-in user', async () => {
    expect((await upload('', [{ id: 'x', name: 'n' }])).statusCode).toBe(401);
  });
});

describe('GET /api/contracts', () => {
  it("lists only the caller's contracts, newest renewal first and undated last", async () => {
    await upload(t.users.bob, [
      { id: 'b1', name: 'Bob Early', renewalDate: '2026-01-10' },
      { id: 'b2', name: 'Bob Undated' },
      { id: 'b3', name: 'Bob Late', renewalDate: '2028-05-05' },
    ]);
    const names = (await list(t.users.bob)).map((c) => c.name);
    expect(names).toEqual(['Bob Late', 'Bob Early', 'Bob Undated']);
    expect((await list(t.users.alice)).map((c) => c.name)).not.toContain('Bob Late');
  });

  it('answers 304 to an unchanged poll and a new list after a change', async () => {
    const first = await call('GET', '/api/contracts', t.users.bob);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"contracts-\d+-\d{4}-\d{2}-\d{2}"$/);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/contracts',
      headers: { authorization: t.users.bob, 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // A 304 announcing a body length it never sends leaves keep-alive clients waiting.
    expect(Number(unchanged.headers['content-length'] ?? 0)).toBe(0);
    await upload(t.users.bob, [{ id: 'b4', name: 'Bob New' }]);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/contracts',
      headers: { authorization: t.users.bob, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers polls that arrive together each from its own revision', async () => {
    const dave = await signUp(t.app, 'poll-dave@example.com');
    const erin = await signUp(t.app, 'poll-erin@example.com');
    await upload(erin, [{ id: 'e1', name: 'Erin First' }]);
    const tags = new Map<string, string>();
    for (const user of [dave, erin]) tags.set(user, (await call('GET', '/api/contracts', user)).headers.etag as string);
    await upload(dave, [{ id: 'd1', name: 'Dave First' }]);
    const poll = (authorization: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/contracts',
        headers: { authorization, 'if-none-match': tags.get(authorization) },
      });
    // Read by one query (the polls reach the database together): Dave's list changed, Erin's did not.
    const answers = await Promise.all([erin, dave, erin, dave].map(poll));
    expect(answers.map((answer) => answer.statusCode)).toEqual([304, 200, 304, 200]);
  });
});

describe('GET /api/dashboard/stats', () => {
  it('counts all contracts and the renewals from today through 30 days ahead', async () => {
    const carol = await signUp(t.app, 'carol@example.com');
    const today = '2027-06-01';
    await upload(carol, [
      { id: 'c-yesterday', name: 'Yesterday', renewalDate: addDays(today, -1) },
      { id: 'c-today', name: 'Today', renewalDate: today },
      { id: 'c-30', name: 'In 30 days', renewalDate: addDays(today, 30) },
      { id: 'c-31', name: 'In 31 days', renewalDate: addDays(today, 31) },
      { id: 'c-none', name: 'Undated' },
    ]);
    const stats = await call('GET', `/api/dashboard/stats?today=${today}`, carol);
    expect(stats.json()).toMatchObject({ contractsCount: 5, upcomingRenewals: 2 });
  });

  it('counts cancel-by dates of the next 30 days, contracts to review, and overdue ones', async () => {
    const erin = await signUp(t.app, 'stats-erin@example.com');
    const today = '2027-06-01';
    await upload(erin, [
      // Overdue: the last day to give notice has passed, the renewal has not.
      { id: 'e-overdue', name: 'Missed', renewalDate: addDays(today, 10), cancelByDate: addDays(today, -1) },
      { id: 'e-soon', name: 'Act now', renewalDate: addDays(today, 60), cancelByDate: addDays(today, 30) },
      { id: 'e-later', name: 'Later', renewalDate: addDays(today, 90), cancelByDate: addDays(today, 31) },
      // Renewed already: its cancel-by date passed with it, nothing is overdue.
      { id: 'e-past', name: 'Past', renewalDate: addDays(today, -5), cancelByDate: addDays(today, -35) },
    ]);
    const stats = (await call('GET', `/api/dashboard/stats?today=${today}`, erin)).json();
    expect(stats).toEqual({
      contractsCount: 4,
      upcomingRenewals: 1,
      cancelByNext30Days: 1,
      needsReview: 4,
      overdue: 1,
    });
  });

  it("uses the user's today (UTC for a user who gave no time zone) without a date and refuses a malformed one", async () => {
    const dave = await signUp(t.app, 'dave@example.com');
    await upload(dave, [{ id: 'd1', name: 'Soon', renewalDate: addDays(todayUtc(), 3) }]);
    expect((await call('GET', '/api/dashboard/stats', dave)).json()).toMatchObject({
      contractsCount: 1,
      upcomingRenewals: 1,
    });
    expect((await call('GET', '/api/dashboard/stats?today=tomorrow', dave)).statusCode).toBe(400);
  });
});

describe('DELETE /api/contracts/:id', () => {
  it("deletes the caller's contract and answers 404 for another user's", async () => {
    const [created] = (await upload(t.users.alice, [{ id: 'del-1', name: 'To delete' }])).json().contracts;
    expect((await call('DELETE', `/api/contracts/${created.id}`, t.users.bob)).statusCode).toBe(404);
    expect((await list(t.users.alice)).some((c) => c.id === created.id)).toBe(true);
    expect((await call('DELETE', `/api/contracts/${created.id}`, t.users.alice)).statusCode).toBe(204);
    expect((await list(t.users.alice)).some((c) => c.id === created.id)).toBe(false);
    expect((await call('DELETE', `/api/contracts/${created.id}`, t.users.alice)).statusCode).toBe(404);
  });

  it.each(["1' OR '1'='1", '../../etc/passwd', '12345', 'null'])('answers 4xx for the malformed id %s', async (id) => {
    const response = await call('DELETE', `/api/contracts/${encodeURIComponent(id)}`, t.users.alice);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await t.database.db.$count(contracts)).toBeGreaterThan(0);
  });
});

describe('GET /api/contracts/:id/download', () => {
  it('answers the original PDF byte for byte, after the source is gone', async () => {
    const pdf = await makePdf(['Master Services Agreement']);
    const [created] = (
      await upload(t.users.alice, [
        {
          id: 'file-1',
          name: 'MSA.pdf',
          sourceType: 'upload',
          file: { name: 'MSA.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
        },
      ])
    ).json().contracts;
    expect(created.hasOriginalFile).toBe(true);
    const response = await call('GET', `/api/contracts/${created.id}/download`, t.users.alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(parse(response.headers['content-disposition'] as string)).toEqual({
      type: 'attachment',
      parameters: { filename: 'MSA.pdf' },
    });
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('renders a PDF when the original is not one', async () => {
    const text = 'This Agreement renews automatically for successive one year terms.';
    const [created] = (
      await upload(t.users.alice, [
        {
          id: 'mail-body-1',
          name: 'Renewal notice',
          renewalDate: '2027-01-31',
          file: { name: 'body.txt', contentType: 'text/plain', contentBase64: Buffer.from(text).toString('base64') },
        },
      ])
    ).json().contracts;
    const response = await call('GET', `/api/contracts/${created.id}/download`, t.users.alice);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(parse(response.headers['content-disposition'] as string).parameters.filename).toBe('body.pdf');
  });

  it('renders a PDF for a contract stored without a file, and hides it from other users', async () => {
    const [created] = (await upload(t.users.alice, [{ id: 'no-file', name: 'Lease – Büro (2027)' }])).json().contracts;
    const response = await call('GET', `/api/contracts/${created.id}/download`, t.users.alice);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/contracts/${created.id}/download`, t.users.bob)).statusCode).toBe(404);
    expect((await call('GET', '/api/contracts/not-a-uuid/download', t.users.alice)).statusCode).toBe(400);
  });

  it('does not trust a declared PDF that is not one', async () => {
    const [created] = (
      await upload(t.users.alice, [
        {
          id: 'fake-pdf',
          name: 'fake.pdf',
          file: {
            name: 'fake.pdf',
            contentType: 'application/pdf',
            contentBase64: Buffer.from('<html>').toString('base64'),
          },
        },
      ])
    ).json().contracts;
    const response = await call('GET', `/api/contracts/${created.id}/download`, t.users.alice);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).not.toContain('<html>');
  });
});
