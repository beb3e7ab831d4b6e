import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { loadSecrets } from './secrets';

/** Entry point: reads configuration, opens the database, listens, and shuts down cleanly on signals. */
async function main() {
  const config = loadConfig();
  const secrets = loadSecrets(config.dataDir, { jwtSecret: config.jwtSecret, credentialsKey: config.credentialsKey });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const app = await buildApp({ config, secrets, db: database.db, backgroundDb: database.backgroundDb });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Renewal Tracker on ${config.appOrigin} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error('Renewal Tracker failed to start:', error);
  process.exit(1);
});
