import { describe, expect, it } from 'vitest';
import { contractHistory } from '../../db/schema';
import { todayUtc, addDays } from '../../lib/calendar-dates';
import { CONTRACT_MESSAGES } from '../../contracts/validate-contract';
import { signUp, storeContracts } from '../../test/test-app';
import { useTestApp } from '../../test/shared-test-app';

const t = useTestApp({ alice: 'record-alice@example.com', bob: 'record-bob@example.com' });

type Json = Record<string, unknown>;
const today = todayUtc();
const inDays = (days: number) => addDays(today, days);

const request = (method: 'GET' | 'PATCH', url: string, authorization: string, payload?: Json, headers = {}) =>
  t.app.inject({ method, url, headers: { authorization, ...headers }, ...(payload ? { payload } : {}) });

/** Stores one contract as the wizard would, with what the analysis read; answers its id. */
async function store(authorization: string, fields: Json = {}): Promise<string> {
  const [id] = await storeContracts(t.app, authorization, [
    {
      id: `item-${Math.random()}`,
      name: 'Hosting Agreement',
      sourceType: 'gmail',
      amount: 12000,
      renewalDate: inDays(90),
      expirationDate: inDays(90),
      cancelByDate: inDays(30),
      noticePeriodDays: 60,
      autoRenews: true,
      renewalTermMonths: 12,
      parties: ['Acme Inc.', 'Beta LLC'],
      evidence: {
        expirationDate: 'The initial term ends ninety days from now.',
        noticePeriodDays: 'Either party may give sixty (60) days notice of non-renewal.',
        amount: 'Customer shall pay $12,000 a year.',
      },
      ...fields,
    },
  ]);
  return id;
}

describe('GET /api/contracts/:id', () => {
  it('answers the whole record: fields, the sentence of each, their sources, review state, history, ETag', async () => {
    const id = await store(t.users.alice);
    const response = await request('GET', `/api/contracts/${id}`, t.users.alice);
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({
      id,
      name: 'Hosting Agreement',
      renewalDate: inDays(90),
      cancelByDate: inDays(30),
      noticePeriodDays: 60,
      contractValue: 12000,
      currency: 'USD',
      reviewState: 'needs_review',
      fieldSources: {},
      version: 1,
    });
    // Evidence by field: the amount's sentence tells the value, the notice sentence the cancel-by date.
    expect(record.evidence).toMatchObject({
      contractValue: 'Customer shall pay $12,000 a year.',
      cancelByDate: 'Either party may give sixty (60) days notice of non-renewal.',
      expirationDate: 'The initial term ends ninety days from now.',
    });
    expect(response.headers.etag).toBe('"v1"');
    const fields = record.history.map((entry: Json) => `${entry.actor}:${entry.field}`);
    expect(fields[0]).toBe('search:source');
    expect(fields).toEqual(
      expect.arrayContaining(['analysis:renewalDate', 'analysis:cancelByDate', 'analysis:parties']),
    );
    expect(record.history.find((entry: Json) => entry.field === 'renewalDate')).toMatchObject({
      from: null,
      to: inDays(90),
    });
  });

  it("answers 404 for another user's contract or one that does not exist, and 400 for a malformed id", async () => {
    const id = await store(t.users.alice);
    expect((await request('GET', `/api/contracts/${id}`, t.users.bob)).statusCode).toBe(404);
    expect(
      (await request('GET', '/api/contracts/00000000-0000-4000-8000-000000000000', t.users.alice)).statusCode,
    ).toBe(404);
    expect((await request('GET', '/api/contracts/not-a-uuid', t.users.alice)).statusCode).toBe(400);
  });

  it('keeps the list light: no evidence, but what the screens need', async () => {
    await store(t.users.alice);
    const [item] = (await request('GET', '/api/contracts', t.users.alice)).json();
    expect(item).not.toHaveProperty('evidence');
    expect(item).not.toHaveProperty('history');
    expect(item).toMatchObject({ reviewState: 'needs_review', autoRenews: true, noticePeriodDays: 60 });
    expect(item).toHaveProperty('cancelByDate');
  });
});

describe('PATCH /api/contracts/:id', () => {
  it("corrects the end date: the renewal and cancel-by dates follow, the field becomes the person's, history says so", async () => {
    const id = await store(t.users.alice);
    const response = await request('PATCH', `/api/contracts/${id}`, t.users.alice, { expirationDate: inDays(120) });
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({
      expirationDate: inDays(120),
      renewalDate: inDays(120),
      cancelByDate: inDays(60),
      fieldSources: { expirationDate: 'person' },
      version: 2,
    });
    expect(response.headers.etag).toBe('"v2"');
    const changes = record.history.slice(-3);
    expect(changes).toEqual([
      expect.objectContaining({
        actor: 'record-alice@example.com',
        field: 'expirationDate',
        from: inDays(90),
        to: inDays(120),
      }),
      expect.objectContaining({ actor: 'system', field: 'renewalDate', from: inDays(90), to: inDays(120) }),
      expect.objectContaining({ actor: 'system', field: 'cancelByDate', from: inDays(30), to: inDays(60) }),
    ]);
  });

  it('never moves a date a person set when the term changes', async () => {
    const id = await store(t.users.alice);
    await request('PATCH', `/api/contracts/${id}`, t.users.alice, { renewalDate: inDays(100) });
    const record = (
      await request('PATCH', `/api/contracts/${id}`, t.users.alice, { expirationDate: inDays(150) })
    ).json();
    expect(record.renewalDate).toBe(inDays(100));
    expect(record.fieldSources).toMatchObject({ renewalDate: 'person', expirationDate: 'person' });
  });

  it('marks a contract reviewed, and the dashboard counts one fewer to review', async () => {
    const carol = await signUp(t.app, 'record-carol@example.com');
    const id = await store(carol);
    expect((await request('GET', '/api/dashboard/stats', carol)).json()).toMatchObject({ needsReview: 1 });
    const record = (await request('PATCH', `/api/contracts/${id}`, carol, { reviewState: 'reviewed' })).json();
    expect(record.reviewState).toBe('reviewed');
    expect(record.history.at(-1)).toMatchObject({
      actor: 'record-carol@example.com',
      field: 'reviewState',
      from: 'needs_review',
      to: 'reviewed',
    });
    expect((await request('GET', '/api/dashboard/stats', carol)).json()).toMatchObject({ needsReview: 0 });
  });

  it('refuses a stale If-Match with 412 and changes nothing; the current tag is accepted', async () => {
    const id = await store(t.users.alice);
    const rename = (tag: string) =>
      request('PATCH', `/api/contracts/${id}`, t.users.alice, { name: 'Renamed' }, { 'if-match': tag });
    const stale = await rename('"v0"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toBe(CONTRACT_MESSAGES.stale);
    const unchanged = (await request('GET', `/api/contracts/${id}`, t.users.alice)).json();
    expect(unchanged).toMatchObject({ name: 'Hosting Agreement', version: 1 });
    const current = await rename('"v1"');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ name: 'Renamed', version: 2 });
  });

  it('applies two edits sent at once to different fields: neither is lost', async () => {
    const id = await store(t.users.alice);
    const [first, second] = await Promise.all([
      request('PATCH', `/api/contracts/${id}`, t.users.alice, { noticePeriodDays: 45 }),
      request('PATCH', `/api/contracts/${id}`, t.users.alice, { contractValue: 15000 }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const record = (await request('GET', `/api/contracts/${id}`, t.users.alice)).json();
    expect(record).toMatchObject({ noticePeriodDays: 45, contractValue: 15000, version: 3 });
  });

  it('of two edits to the same version with If-Match, takes one and refuses the other', async () => {
    const id = await store(t.users.alice);
    const statuses = await Promise.all(
      ['First', 'Second'].map(
        async (name) =>
          (await request('PATCH', `/api/contracts/${id}`, t.users.alice, { name }, { 'if-match': '"v1"' })).statusCode,
      ),
    );
    expect(statuses.sort()).toEqual([200, 412]);
  });

  it.each([
    [{ cancelByDate: '2099-01-01' }, CONTRACT_MESSAGES.cancelByAfterRenewal],
    [{ noticePeriodDays: 3651 }, CONTRACT_MESSAGES.noticeTooLong],
    [{ contractValue: -1 }, CONTRACT_MESSAGES.negativeAmount],
    [{ currency: 'XYZ' }, CONTRACT_MESSAGES.currency('XYZ')],
  ])('refuses %j with a clear message and saves nothing', async (edit, message) => {
    const id = await store(t.users.alice);
    const response = await request('PATCH', `/api/contracts/${id}`, t.users.alice, edit);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const record = (await request('GET', `/api/contracts/${id}`, t.users.alice)).json();
    expect(record.version).toBe(1);
  });

  it('accepts a currency in lower case as its ISO code', async () => {
    const id = await store(t.users.alice);
    expect((await request('PATCH', `/api/contracts/${id}`, t.users.alice, { currency: 'eur' })).json().currency).toBe(
      'EUR',
    );
  });

  it.each([
    ['an empty body', {}],
    ['an unknown field', { owner: 'me' }],
    ['a wrong type', { noticePeriodDays: 'ninety' }],
    ['a malformed date', { renewalDate: '31/12/2027' }],
  ])('answers 400 to %s', async (_what, body) => {
    const id = await store(t.users.alice);
    const response = await request('PATCH', `/api/contracts/${id}`, t.users.alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Invalid request/);
  });

  it("answers 404 to an edit of another user's contract and leaves it alone", async () => {
    const id = await store(t.users.alice);
    expect((await request('PATCH', `/api/contracts/${id}`, t.users.bob, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await request('GET', `/api/contracts/${id}`, t.users.alice)).json().name).toBe('Hosting Agreement');
  });

  it('keeps history append-only: the database refuses to rewrite it', async () => {
    const id = await store(t.users.alice);
    await request('PATCH', `/api/contracts/${id}`, t.users.alice, { name: 'Changed once' });
    await expect(t.database.db.update(contractHistory).set({ actor: 'someone else' })).rejects.toThrow();
    const record = (await request('GET', `/api/contracts/${id}`, t.users.alice)).json();
    expect(record.history.at(-1).actor).toBe('record-alice@example.com');
  });
});
