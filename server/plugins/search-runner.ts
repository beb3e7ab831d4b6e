import fp from 'fastify-plugin';
import { createAnalysisPool, type AnalysisPool } from '../analysis/pool';
import { DEFAULT_RUNNER_OPTIONS, SearchRunner, type SearchRunnerOptions } from '../search/search-runner';

declare module 'fastify' {
  interface FastifyInstance {
    searchRunner: SearchRunner;
  }
}

/**
 * This instance's search runner, with the analysis worker pool it feeds (started on first use, so an instance that
 * never analyses never spawns workers). Runs from `ready` to `close`.
 */
export default fp<{ runnerOptions?: Partial<SearchRunnerOptions> }>(async (app, options) => {
  let pool: AnalysisPool | undefined;
  const { search } = app.config;
  const runner = new SearchRunner(
    {
      db: app.backgroundDb,
      google: app.config.google,
      credentialsKey: app.secrets.credentialsKey,
      analyse: (task) => (pool ??= createAnalysisPool()).run(task),
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
    await pool?.close();
  });
});
