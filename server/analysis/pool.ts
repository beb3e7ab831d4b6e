import os from 'node:os';
import { Piscina } from 'piscina';
import type { AnalysisOutcome, AnalysisTask } from './worker';

export interface AnalysisPool {
  run(task: AnalysisTask): Promise<AnalysisOutcome>;
  close(): Promise<void>;
}

/** The TypeScript loader for worker threads, unless the process already carries it in its flags. */
function loaderArgs(): string[] {
  return process.execArgv.some((arg) => arg.includes('tsx'))
    ? process.execArgv
    : [...process.execArgv, '--import', 'tsx'];
}

/**
 * A pool of analysis workers, one per core by default. Each worker's heap is capped, so a pathological document
 * kills its worker (and fails alone) instead of the server.
 */
export function createAnalysisPool(threads = os.availableParallelism(), maxHeapMb = 1536): AnalysisPool {
  const pool = new Piscina({
    filename: new URL('./worker.ts', import.meta.url).href,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 30_000,
    execArgv: loaderArgs(),
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  });
  return {
    async run(task) {
      try {
        return (await pool.run(task)) as AnalysisOutcome;
      } catch (error) {
        return { ok: false, error: `The document could not be analysed (${(error as Error).message})` };
      }
    },
    close: () => pool.destroy(),
  };
}
