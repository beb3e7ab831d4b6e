// The embedded database's thread: PGlite (on disk, or in memory when no directory is given) speaking the PostgreSQL
// wire protocol on a unix socket. Plain JavaScript, so the thread starts without a TypeScript loader.
//
// A small server of our own rather than @electric-sql/pglite-socket's, for two reasons. PGlite is one session, shared
// by every connection: when a connection ends, its transaction is rolled back and its session state (prepared
// statements above all) discarded, so the pool's next connection starts clean, as on a real server. And everything a
// connection has sent is executed in one call and answered in one write, as a PostgreSQL backend reads its socket;
// handing PGlite each protocol message separately, with a write per answer, woke the app's thread up to five times
// per query.
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

const { dataDir, socketPath } = workerData;
const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();

/** Connections waiting for the session; the first is the one being served. */
const connections = [];
/** Everything PGlite does, one thing at a time. */
let work = Promise.resolve();
const serially = (task) => (work = work.then(task, task));

/**
 * Length of the first whole message in `buffer` (the startup packet has no type byte); 0 while it is incomplete, -1
 * when the length cannot be right.
 */
function firstMessageLength(buffer, started) {
  const header = started ? 5 : 8;
  if (buffer.length < header) return 0;
  const length = started ? 1 + buffer.readInt32BE(1) : buffer.readInt32BE(0);
  if (length < header) return -1;
  return buffer.length >= length ? length : 0;
}

function serve(socket) {
  let pending = Buffer.alloc(0);
  let started = false;

  socket.on('data', (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let batchEnd = 0;
    for (let length; (length = firstMessageLength(pending.subarray(batchEnd), started));) {
      if (length < 0) return void socket.destroy();
      if (!started) {
        const code = pending.readInt32BE(batchEnd + 4);
        if (code === SSL_REQUEST) {
          socket.write('N');
          pending = pending.subarray(batchEnd + length);
          continue;
        }
        if (code === CANCEL_REQUEST) {
          pending = pending.subarray(batchEnd + length); // not supported: queries run to their end
          continue;
        }
        started = true;
      }
      batchEnd += length;
    }
    if (batchEnd === 0) return;
    const batch = new Uint8Array(pending.subarray(0, batchEnd));
    pending = pending.subarray(batchEnd);
    void serially(async () => {
      const answer = [];
      await db.execProtocolRawStream(batch, { onRawData: (data) => answer.push(Buffer.from(data)) });
      if (answer.length && socket.writable) socket.write(answer.length === 1 ? answer[0] : Buffer.concat(answer));
    }).catch((error) => socket.destroy(error));
  });
}

/** Ends a connection's session: its open transaction and its session state go, then the next connection is served. */
function release(socket) {
  const index = connections.indexOf(socket);
  if (index === -1) return;
  connections.splice(index, 1);
  if (index !== 0) return;
  void serially(async () => {
    if (db.isInTransaction()) await db.exec('ROLLBACK');
    await db.exec('DISCARD ALL');
  })
    .catch(() => {})
    .then(() => connections[0] && serve(connections[0]));
}

const server = net.createServer((socket) => {
  socket.setNoDelay(true);
  socket.on('error', () => socket.destroy());
  socket.on('close', () => release(socket));
  connections.push(socket);
  if (connections.length === 1) serve(socket);
});
await new Promise((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
parentPort.postMessage('ready');

parentPort.on('message', async (message) => {
  if (message !== 'stop') return;
  await new Promise((resolve) => {
    server.close(resolve);
    for (const socket of connections) socket.destroy();
  });
  await work.catch(() => {});
  await db.close();
  parentPort.postMessage('stopped');
});
