import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, storeContracts, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // The clock moves by days in these tests: sign-ins must outlast it.
  t = await createTestApp({ tokenTtlSeconds: 400 * 24 * 3600 });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A user whose today is in `timeZone`, as the browser tells at sign-up. */
const userIn = (email: string, timeZone: string) => signUp(t.app, email, { timeZone });

const get = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

async function storeRenewing(authorization: string, renewalDate: string): Promise<string> {
  const [id] = await storeContracts(t.app, authorization, [
    {
      id: `renewing-${renewalDate}`,
      name: 'Yearly Support',
      sourceType: 'gmail',
      renewalDate,
      expirationDate: renewalDate,
      cancelByDate: '2026-02-08',
      noticePeriodDays: 30,
      autoRenews: true,
      renewalTermMonths: 12,
    },
  ]);
  return id;
}

describe("a self-renewing contract whose renewal date passes, as of the user's today", () => {
  it('moves to its next renewal and cancel-by date everywhere, recorded as the system in its history', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-08T12:00:00Z') });
    const authorization = await userIn('roll-utc@example.com', 'UTC');
    const id = await storeRenewing(authorization, '2026-03-10');
    vi.setSystemTime(new Date('2026-03-11T12:00:00Z'));

    const [listed] = (await get('/api/contracts', authorization)).json();
    expect(listed).toMatchObject({ renewalDate: '2027-03-10', cancelByDate: '2027-02-08' });
    const stats = (await get('/api/dashboard/stats', authorization)).json();
    expect(stats).toMatchObject({ upcomingRenewals: 0, overdue: 0 });
    const record = (await get(`/api/contracts/${id}`, authorization)).json();
    expect(record.history.slice(-2)).toEqual([
      expect.objectContaining({ actor: 'system', field: 'renewalDate', from: '2026-03-10', to: '2027-03-10' }),
      expect.objectContaining({ actor: 'system', field: 'cancelByDate', from: '2026-02-08', to: '2027-02-08' }),
    ]);
    // Read again: it moved once.
    expect((await get(`/api/contracts/${id}`, authorization)).json().history).toHaveLength(record.history.length);
  });

  it("rolls on the user's own day: already tomorrow in Auckland, still today in Los Angeles", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00Z') });
    const auckland = await userIn('roll-akl@example.com', 'Pacific/Auckland');
    const losAngeles = await userIn('roll-lax@example.com', 'America/Los_Angeles');
    await storeRenewing(auckland, '2026-03-10');
    await storeRenewing(losAngeles, '2026-03-10');
    // 2026-03-10 12:00 UTC is 01:00 on the 11th in Auckland and 05:00 on the 10th in Los Angeles.
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    expect((await get('/api/contracts', auckland)).json()[0].renewalDate).toBe('2027-03-10');
    expect((await get('/api/contracts', losAngeles)).json()[0].renewalDate).toBe('2026-03-10');
  });

  it('gives the list a new ETag on a new day, so an open list does not keep a passed date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T10:00:00Z') });
    const authorization = await userIn('roll-etag@example.com', 'UTC');
    await storeRenewing(authorization, '2026-05-01');
    const first = await get('/api/contracts', authorization);
    vi.setSystemTime(new Date('2026-05-02T00:01:00Z'));
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/contracts',
      headers: { authorization, 'if-none-match': first.headers.etag as string },
    });
    expect(next.statusCode).toBe(200);
    expect(next.json()[0].renewalDate).toBe('2027-05-01');
  });
});
