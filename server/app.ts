import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Secrets } from './secrets';
import { loggerOptions } from './lib/logger-options';
import dependenciesPlugin from './plugins/dependencies';
import errorsPlugin from './plugins/errors';
import securityPlugin from './plugins/security';
import swaggerPlugin from './plugins/swagger';
import authenticatePlugin from './plugins/authenticate';
import webPlugin from './plugins/web';
import healthRoutes from './modules/health/routes';
import authRoutes from './modules/auth/routes';
import contractsRoutes from './modules/contracts/routes';
import contractRecordRoutes from './modules/contracts/record-routes';
import contractUploadRoute from './modules/contracts/upload-route';
import contractExportRoute from './modules/contracts/export-route';
import dashboardRoutes from './modules/dashboard/routes';
import googleRoutes from './modules/google/routes';
import searchRoutes from './modules/search/routes';
import reminderRoutes from './modules/reminders/routes';
import { feedRoute, feedUrlRoutes } from './modules/calendar/routes';
import analysisPlugin from './plugins/analysis';
import searchRunnerPlugin from './plugins/search-runner';
import remindersPlugin from './plugins/reminders';
import type { SearchRunnerOptions } from './search/search-runner';

export interface AppDependencies {
  config: Config;
  secrets: Secrets;
  db: Database;
  /** The database for background work (searches); `db` when absent. */
  backgroundDb?: Database;
  /** Logger options; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Search runner tuning (tests shorten leases and back-off). */
  searchRunner?: Partial<SearchRunnerOptions>;
}

/** Builds the whole application without listening, so tests drive it through `app.inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.config.logLevel),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One log line per request (below) instead of Fastify's two: polls are most of the traffic.
    logController: new LogController({ disableRequestLogging: true }),
    // Unknown body fields are refused (400), not silently dropped.
    // 'binary' documents uploaded files in the OpenAPI document; multipart bodies arrive as text.
    ajv: { customOptions: { removeAdditional: false, formats: { binary: true } } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
  });

  await app.register(dependenciesPlugin, {
    config: deps.config,
    secrets: deps.secrets,
    db: deps.db,
    backgroundDb: deps.backgroundDb ?? deps.db,
  });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(swaggerPlugin);
  await app.register(authenticatePlugin, { secret: deps.secrets.jwtSecret, ttlSeconds: deps.config.tokenTtlSeconds });
  await app.register(analysisPlugin);
  await app.register(searchRunnerPlugin, { runnerOptions: deps.searchRunner });
  await app.register(remindersPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(contractsRoutes, { prefix: '/contracts' });
      await api.register(contractRecordRoutes, { prefix: '/contracts' });
      await api.register(contractUploadRoute, { prefix: '/contracts' });
      await api.register(contractExportRoute, { prefix: '/contracts' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(googleRoutes, { prefix: '/google' });
      await api.register(searchRoutes, { prefix: '/gmail' });
      await api.register(reminderRoutes);
      await api.register(feedUrlRoutes, { prefix: '/calendar' });
    },
    { prefix: '/api' },
  );

  await app.register(feedRoute);
  await app.register(webPlugin, { distDir: deps.config.webDistDir });
  return app;
}
