import { randomBytes } from 'node:crypto';
import type { FastifyInstance as App } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real application on a database of its own, with fresh secrets and no front end. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppDependencies, 'searchRunner'> & {
    database?: DatabaseHandle;
    secrets?: AppDependencies['secrets'];
  } = {},
): Promise<TestApp> {
  // A shared database stays open for the test that passed it (two "instances" on one database).
  const shared = options.database;
  const database = shared ?? (await openTestDatabase());
  const defaults = loadConfig({});
  // Reminder checks run when a test asks (app.reminders.check), not on a timer.
  const config: Config = {
    ...defaults,
    webDistDir: '/nonexistent',
    reminders: { ...defaults.reminders, checkSeconds: 0 },
    ...overrides,
  };
  const secrets = options.secrets ?? { jwtSecret: randomBytes(48).toString('base64'), credentialsKey: randomBytes(32) };
  const app = await buildApp({
    config,
    secrets,
    db: database.db,
    backgroundDb: database.backgroundDb,
    logger: false,
    searchRunner: options.searchRunner,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

/** Registers and signs in a user (whose today is in `timeZone`, as the browser tells at sign-up, when given);
 * answers the bearer header to send. */
export async function signUp(app: App, email: string, options: { timeZone?: string } = {}): Promise<string> {
  const password = 'correct horse battery';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, ...options },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return `Bearer ${login.json<{ token: string }>().token}`;
}

/** Stores contracts as the wizard does (POST /api/contracts/batch); answers their ids, in order. */
export async function storeContracts(app: App, authorization: string, items: object[]): Promise<string[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contracts/batch',
    headers: { authorization },
    payload: { contracts: items },
  });
  if (response.statusCode !== 201) throw new Error(`storing contracts failed: ${response.body}`);
  return response.json<{ contracts: { id: string }[] }>().contracts.map((contract) => contract.id);
}
