import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration from the schema; the server applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
