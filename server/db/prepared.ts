import type { Database } from './database';

/**
 * A prepared statement per database handle, built on first use. For the queries a server runs thousands of times
 * (a poll's revision check, a search's item writes): drizzle builds the SQL once instead of per call, and
 * PostgreSQL parses and plans it once per connection.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
