// The product as it runs in production: `server/server.ts` in a process of its own (through tsx), so suites can
// kill it with SIGKILL, start it again on the same data, and read everything it logged.
import { setTimeout as sleep } from 'node:timers/promises';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  origin: string;
  /** Everything the server wrote to stdout and stderr, across every start. */
  logs(): string;
  /** SIGKILL: no shutdown hooks, no goodbye. */
  kill(): Promise<void>;
  /** Starts again with the same environment and data directory. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  dataDir: string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(
  origin: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was healthy:\n${output().slice(-2000)}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('server did not become healthy in time');
}

/** Starts the server with `env` on top of a quiet, self-contained default (its own data dir and port). */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  // Without a DATA_DIR of the caller's, a directory of its own, removed when it stops.
  const ownDataDir = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'rt-hardening-'));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  let child: ChildProcess;

  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_ORIGIN: origin,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(origin, child, () => output);
  };
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));

  await start();
  return {
    origin,
    dataDir,
    logs: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited();
    },
    restart: start,
    async stop() {
      child.kill('SIGTERM');
      await exited();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
