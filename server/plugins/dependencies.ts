import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { GoogleDependencies } from '../google/google-connection';
import type { Secrets } from '../secrets';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The database for background work (searches): `db` entered through a lane of its own. */
    backgroundDb: Database;
    secrets: Secrets;
    /** What the Google connection service needs, for routes that reach Google. */
    google: GoogleDependencies;
  }
}

export interface Dependencies {
  config: Config;
  secrets: Secrets;
  db: Database;
  backgroundDb: Database;
}

/** What the application was built with, on the instance for every plugin and route (fastify/demo's pattern). */
export default fp<Dependencies>(async (app, deps) => {
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('backgroundDb', deps.backgroundDb);
  app.decorate('secrets', deps.secrets);
  app.decorate('google', { db: deps.db, google: deps.config.google, credentialsKey: deps.secrets.credentialsKey });
});
