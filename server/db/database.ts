import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { BackgroundLanePool } from './background-lane';
import { startEmbeddedPostgres } from './embedded-postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app codes against (node-postgres, to PostgreSQL or to the embedded PGlite). */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  /** The same database for background work (searches), which never queues requests behind a burst of its own. */
  backgroundDb: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises migrations when several server instances start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_316_001;

export interface OpenOptions {
  /** postgres://... for a real PostgreSQL; absent for PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; absent for an in-memory PGlite (tests). */
  pgliteDir?: string;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres({ connectionString: options.databaseUrl, max: 10 }, true);
  // The embedded database serves one connection at a time (PGlite is single-session): one pooled connection, and
  // no migration lock (no other instance can open the same directory).
  const embedded = await startEmbeddedPostgres(options.pgliteDir);
  try {
    const handle = await openPostgres(
      { host: embedded.socketDir, user: 'postgres', database: 'postgres', max: 1 },
      false,
    );
    return {
      ...handle,
      kind: 'pglite',
      async close() {
        await handle.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

async function openPostgres(config: pg.PoolConfig, lockMigrations: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    ...config,
    // An unreachable server (no answer at all) fails a request in seconds with 503 instead of holding it forever.
    connectionTimeoutMillis: 5_000,
    query_timeout: 30_000,
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  // Background work may hold half the connections at most; on the embedded database's single one, one query at a time.
  const lane = new BackgroundLanePool(pool, Math.max(1, Math.floor((config.max ?? 10) / 2)));
  const backgroundDb = drizzlePg(lane as unknown as pg.Pool, { schema });
  const migrate = () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await (lockMigrations ? underMigrationLock(pool, migrate) : migrate());
  return { db, backgroundDb, kind: 'postgres', close: () => pool.end() };
}

async function underMigrationLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate();
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    lockClient.release();
  }
}
