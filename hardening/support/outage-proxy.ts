// A TCP relay in front of PostgreSQL that can go away and come back: `down('refuse')` cuts every open connection and
// refuses new ones (what clients see when the database is stopped), `down('hang')` cuts them and then accepts
// connections that never answer (a network partition), `up()` serves again on the same port.
import net from 'node:net';

export interface OutageProxy {
  port: number;
  down(mode: 'refuse' | 'hang'): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startOutageProxy(target: { host: string; port: number }): Promise<OutageProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let hanging = false;

  const listen = async () => {
    server = net.createServer((client) => {
      if (hanging) {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        return;
      }
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  const stop = async () => {
    hanging = false;
    const closing = server ? new Promise((resolve) => server!.close(resolve)) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closing;
    server = undefined;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    async down(mode) {
      await stop();
      if (mode === 'hang') {
        await listen();
        hanging = true;
      }
    },
    async up() {
      await stop();
      await listen();
    },
    close: stop,
  };
}
