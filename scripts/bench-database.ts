import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/database';

/**
 * A throwaway database for a benchmark on the PostgreSQL server of DATABASE_URL (default: the local one), as
 * production runs; dropped by `drop()`. Answers its URL too, for a second client.
 */
export async function benchDatabase(): Promise<{ database: DatabaseHandle; url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `rt_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
