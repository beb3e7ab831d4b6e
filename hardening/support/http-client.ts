// Raw HTTP against a listening server: exact bytes, any method and path, keep-alive, no client-side "fixing".
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface SendOptions {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Gives up (and answers status 0) after this long. */
  timeoutMs?: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

export function send(origin: string, options: SendOptions): Promise<RawResponse> {
  const url = new URL(origin);
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: {
          ...options.headers,
          ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', () => resolve({ status: 0, headers: {}, body: Buffer.alloc(0) }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    // A server that answers early (413) may close before the whole body is written: that is an answer, not a
    // failure; only "no answer at all" reports 0.
    request.on('error', () => resolve({ status: 0, headers: {}, body: Buffer.alloc(0) }));
    if (options.body !== undefined) request.end(options.body);
    else request.end();
  });
}
