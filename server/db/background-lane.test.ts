import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the background lane', () => {
  it('lets a request through while a burst of background queries waits its turn', async () => {
    const finished: string[] = [];
    const burst = Array.from({ length: 30 }, (_, n) =>
      database.backgroundDb.execute(sql`select pg_sleep(0.1)`).then(() => finished.push(`background ${n}`)),
    );
    await database.db.execute(sql`select 1`);
    finished.push('request');
    await Promise.all(burst);
    // Queued first-come on the pool, the request would have waited for all thirty (ten connections on PostgreSQL:
    // twenty of them); through the lane it waits for a few at most. Each background query sleeps a tenth of a second
    // so that a slow round trip on a loaded machine cannot let ten of them finish first.
    expect(finished.indexOf('request')).toBeLessThan(10);
    expect(finished).toHaveLength(31);
  });

  it('runs transactions, and frees the connection for the next background query when one fails', async () => {
    await database.backgroundDb.execute(sql`create table lane_probe (n int)`);
    await expect(
      database.backgroundDb.transaction(async (tx) => {
        await tx.execute(sql`insert into lane_probe values (1)`);
        await tx.execute(sql`select no_such_column from lane_probe`);
      }),
    ).rejects.toThrow();
    await database.backgroundDb.transaction(async (tx) => {
      await tx.execute(sql`insert into lane_probe values (2)`);
    });
    const result = await database.backgroundDb.execute(sql`select n from lane_probe`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ n: 2 }]);
  });
});
