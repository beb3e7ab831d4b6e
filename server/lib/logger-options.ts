import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets (OAuth codes, state, tokens) and must never reach a log line. */
const SECRET_QUERY_KEYS = /^(code|state|token|access_token|refresh_token|id_token|key|password)$/i;

/** Replaces the values of secret query parameters with [redacted], keeping the path readable. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * pino options: requests are logged by method, redacted URL and address only (never headers or bodies), and
 * any object that is logged has its secret-looking fields censored as a second line of defence.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'refreshToken',
        '*.refreshToken',
        'privateKey',
        '*.privateKey',
        'private_key',
        '*.private_key',
        'headers.authorization',
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
