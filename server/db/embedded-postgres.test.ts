import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

let embedded: EmbeddedPostgres;
const connect = async () => {
  const client = new pg.Client({ host: embedded.socketDir, user: 'postgres', database: 'postgres' });
  await client.connect();
  return client;
};

beforeAll(async () => {
  embedded = await startEmbeddedPostgres(undefined);
});
afterAll(() => embedded.stop());

describe('the embedded database server', () => {
  it('gives each connection a clean session: prepared statements of an earlier one are gone', async () => {
    // The pool closes an idle connection and opens another; both prepare the same named statement.
    const statement = { name: 'revision_probe', text: 'select $1::int + 1 as next', values: [41] };
    for (let connection = 0; connection < 2; connection++) {
      const client = await connect();
      expect((await client.query(statement)).rows).toEqual([{ next: 42 }]);
      await client.end();
    }
  });

  it('rolls back what a connection left open, and serves a waiting connection once it is gone', async () => {
    const first = await connect();
    await first.query('create table session_probe (n int)');
    await first.query('begin');
    await first.query('insert into session_probe values (1)');
    // The second connection waits for the session while the first holds it.
    let secondReady = false;
    const second = connect().then((client) => {
      secondReady = true;
      return client;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(secondReady).toBe(false);
    await first.end();
    const client = await second;
    expect((await client.query('select count(*)::int as rows from session_probe')).rows).toEqual([{ rows: 0 }]);
    await client.end();
  });

  it('answers a query sent in several pieces, and several queries in one piece', async () => {
    const client = await connect();
    const long = 'x'.repeat(300_000);
    expect((await client.query('select length($1::text) as size', [long])).rows).toEqual([{ size: 300_000 }]);
    const [one, two] = (await client.query('select 1 as a; select 2 as a')) as unknown as pg.QueryResult[];
    expect([one.rows, two.rows]).toEqual([[{ a: 1 }], [{ a: 2 }]]);
    await client.end();
  });
});
