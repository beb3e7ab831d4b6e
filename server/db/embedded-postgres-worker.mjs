// The embedded database's thread: PGlite (on disk, or in memory when no directory is given) served over the
// PostgreSQL wire protocol on a unix socket. Plain JavaScript, so the thread starts without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath } = workerData;
const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
const server = new PGLiteSocketServer({ db, path: socketPath });
await server.start();
parentPort.postMessage('ready');

parentPort.on('message', async (message) => {
  if (message !== 'stop') return;
  await server.stop();
  await db.close();
  parentPort.postMessage('stopped');
});
