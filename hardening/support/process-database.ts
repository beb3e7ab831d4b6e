// The database a server process runs on: the embedded PGlite in the process's data directory (what `npm start`
// uses), or a fresh database on the PostgreSQL server of DATABASE_URL (default: the local one on 5432). Suites read
// it directly afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createScratchDatabase, onPostgres } from '../../server/test/test-database';

export interface ProcessDatabase {
  kind: 'postgres' | 'pglite';
  /** Environment for the server process. */
  env: Record<string, string>;
  /** Runs one query once the server has stopped (PGlite allows a single process at a time). */
  query<T>(sql: string): Promise<T[]>;
  /** Removes the database and the server's data directory. */
  drop(): Promise<void>;
}

/** The PostgreSQL server suites that need one use. */
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database for a server process of `kind`, in a fresh data directory that `drop()` removes. */
export async function processDatabase(kind: 'pglite' | 'postgres'): Promise<ProcessDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rt-hardening-${kind}-`));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return {
      kind: 'pglite',
      // Empty, not absent: the suite's own DATABASE_URL must not reach the server.
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async query<T>(sql: string) {
        const db = new PGlite(path.join(dataDir, 'pglite'));
        try {
          return (await db.query<T>(sql)).rows;
        } finally {
          await db.close();
        }
      },
      drop: async () => removeDataDir(),
    };
  }
  const scratch = await createScratchDatabase(POSTGRES_URL, 'rt_hardening');
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    query: <T>(sql: string) => onPostgres(scratch.url, async (client) => (await client.query(sql)).rows as T[]),
    async drop() {
      await scratch.drop();
      removeDataDir();
    },
  };
}
