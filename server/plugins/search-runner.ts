import fp from 'fastify-plugin';
import { DEFAULT_RUNNER_OPTIONS, SearchRunner, type SearchRunnerOptions } from '../search/search-runner';

declare module 'fastify' {
  interface FastifyInstance {
    searchRunner: SearchRunner;
  }
}

/** This instance's search runner, feeding the analysis worker pool. Runs from `ready` to `close`. */
export default fp<{ runnerOptions?: Partial<SearchRunnerOptions> }>(async (app, options) => {
  const { search } = app.config;
  const runner = new SearchRunner(
    {
      db: app.backgroundDb,
      google: app.config.google,
      credentialsKey: app.secrets.credentialsKey,
      analyse: (task) => app.analyse(task),
      log: app.log,
    },
    {
      ...DEFAULT_RUNNER_OPTIONS,
      concurrency: search.workers,
      maxItems: search.maxItems,
      leaseMs: search.leaseMs,
      keepVaultMatters: search.keepVaultMatters,
      vaultPollMs: search.vaultPollMs,
      ...options.runnerOptions,
    },
  );
  app.decorate('searchRunner', runner);
  if (search.runInProcess) app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => {
    await runner.stop();
  });
});
