import fp from 'fastify-plugin';
import { createAnalysisPool, type AnalysisPool } from '../analysis/pool';
import type { AnalysisOutcome, AnalysisTask } from '../analysis/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads and analyses a document in the worker pool: searches and uploads share it. */
    analyse(task: AnalysisTask): Promise<AnalysisOutcome>;
  }
}

/** The analysis worker pool, started on first use (an instance that never analyses never spawns workers). */
export default fp(async (app) => {
  let pool: AnalysisPool | undefined;
  app.decorate('analyse', (task: AnalysisTask) => (pool ??= createAnalysisPool()).run(task));
  app.addHook('onClose', async () => {
    await pool?.close();
  });
});
