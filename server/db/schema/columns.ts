import { sql } from 'drizzle-orm';
import { customType, jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Binary content (original documents), as a Buffer on both PGlite and node-postgres. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A random UUID primary key. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** The user a row belongs to: every query filters by it, and the row goes when the user goes. */
export const ownedBy = (column: 'owner_id' | 'user_id') =>
  uuid(column)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A row that is one user's only one of its kind (their settings, their feed, their connection). */
export const onePerUser = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A jsonb object of T that is never null: `{}` until written. */
export const jsonbObject = <T extends object>(name: string) =>
  jsonb(name)
    .$type<T>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/** A jsonb list of T that is never null: `[]` until written. */
export const jsonbList = <T>(name: string) =>
  jsonb(name)
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);
