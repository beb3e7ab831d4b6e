import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';

/** Runs `run` on a client connected to `databaseUrl`, then disconnects. */
export async function onPostgres<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  /** The new database's URL (the server's URL with its name). */
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database named `${prefix}_<random>` on the PostgreSQL server of `serverUrl`. */
export async function createScratchDatabase(serverUrl: string, prefix = 'rt_test'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onPostgres(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await onPostgres(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A database of its own for one test file: an in-memory PGlite, or, when DATABASE_URL is set, a fresh database on
 * that PostgreSQL server (dropped on close), so test files run in parallel without seeing each other.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({});
  const scratch = await createScratchDatabase(databaseUrl);
  const handle = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
