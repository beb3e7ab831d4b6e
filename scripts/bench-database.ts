import { openDatabase, type DatabaseHandle } from '../server/db/database';
import { createScratchDatabase } from '../server/test/test-database';

/**
 * A throwaway database for a benchmark on the PostgreSQL server of DATABASE_URL (default: the local one), as
 * production runs; dropped by `drop()`. Answers its URL too, for a second client.
 */
export async function benchDatabase(): Promise<{ database: DatabaseHandle; url: string; drop(): Promise<void> }> {
  const scratch = await createScratchDatabase(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    'rt_bench',
  );
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    database,
    url: scratch.url,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}
