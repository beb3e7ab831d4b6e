import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';

/**
 * A database of its own for one test file: an in-memory PGlite, or, when DATABASE_URL is set, a fresh schema in
 * that PostgreSQL database (dropped on close), so test files run in parallel against one server.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({});
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl, schemaName });
  return {
    ...handle,
    async close() {
      await handle.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await client.end();
    },
  };
}
