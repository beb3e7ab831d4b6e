import { customType } from 'drizzle-orm/pg-core';

/** Binary content (original documents), as a Buffer on both PGlite and node-postgres. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
