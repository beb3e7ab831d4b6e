import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface EmbeddedPostgres {
  /** Directory of the unix socket (node-postgres takes it as the host). */
  socketDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL (PGlite) in a worker thread, speaking the wire protocol on a unix socket. Its
 * queries then run off the event loop that answers requests (in-process PGlite executes each query synchronously
 * on it), and the app reaches it through the same node-postgres pool as a real PostgreSQL.
 */
export async function startEmbeddedPostgres(dataDir: string | undefined): Promise<EmbeddedPostgres> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rt-pglite-'));
  const worker = new Worker(new URL('./embedded-postgres-worker.mjs', import.meta.url), {
    workerData: { dataDir, socketPath: path.join(socketDir, '.s.PGSQL.5432') },
  });
  const answer = (expected: string) =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (message !== expected) return;
        cleanup();
        resolve();
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`The embedded database stopped (exit code ${code})`));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
    });
  await answer('ready');
  return {
    socketDir,
    async stop() {
      const stopped = answer('stopped');
      worker.postMessage('stop');
      await stopped.catch(() => {});
      await worker.terminate();
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
