import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import sensible from '@fastify/sensible';
import type { FastifyError } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';

/** The one error body every endpoint answers with. */
export const ErrorResponse = Type.Object(
  { statusCode: Type.Integer(), error: Type.String(), message: Type.String() },
  { $id: 'ErrorResponse' },
);

/** PostgreSQL / network codes that mean "the database is not reachable right now", not "the request is bad". */
const DATABASE_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '53300']);

/** PostgreSQL refusing a value a client sent: text with NUL or characters the database encoding cannot hold. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** node-postgres reports a lost or unreachable server with these messages and no code. */
const CONNECTION_LOST = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout)/;

type Cause = { code?: unknown; cause?: unknown; message?: unknown };

/** The error and what it wraps (drizzle and pg nest the driver's error as `cause`), a few levels deep. */
function* causes(error: unknown): Generator<Cause> {
  let current = error as Cause | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current;
    current = current.cause as Cause | undefined;
  }
}

const codeIn = (codes: Set<string>) => (cause: Cause) => typeof cause.code === 'string' && codes.has(cause.code);

function databaseUnavailable(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    if (codeIn(DATABASE_UNAVAILABLE)(cause)) return cause.code as string;
    if (typeof cause.message === 'string' && CONNECTION_LOST.test(cause.message)) return 'connection lost';
  }
  return undefined;
}

/** Response schemas for the error statuses a route can answer, for its OpenAPI entry. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, Type.Ref('ErrorResponse')]));
}

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

declare module 'fastify' {
  interface FastifyRequest {
    bodyAccepted: boolean;
  }
}

/**
 * Client mistakes answer 4xx with the reason; an error a handler raised on purpose (`httpErrors.badGateway(...)`)
 * keeps its status and message, whatever the status; anything unexpected is logged and answers a generic 500
 * without internals; a lost database answers 503 so clients retry.
 */
export default fp(async (app) => {
  // httpErrors.* for handlers: throw app.httpErrors.conflict('...') and this handler answers it.
  await app.register(sensible);
  app.addSchema(ErrorResponse);

  // Whether the request got past body parsing and validation. The multipart reader (busboy) reports a malformed
  // body (cut short, no boundary, broken part headers) as a plain Error; before this point that is the client's.
  app.decorateRequest('bodyAccepted', false);
  app.addHook('preHandler', async (request) => {
    request.bodyAccepted = true;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused while its body was still being read (a multipart limit hit halfway): the rest of the body is still on
    // the wire, and a keep-alive connection would read it as the next request. This answer closes the connection.
    if (!request.bodyAccepted && request.isMultipart?.()) reply.header('Connection', 'close');
    if (error.validation) {
      return reply.code(400).send(errorBody(400, `Invalid request: ${error.message}`));
    }
    if (error.statusCode === undefined && !request.bodyAccepted && request.isMultipart?.()) {
      return reply.code(400).send(errorBody(400, 'Invalid request: the form data could not be read.'));
    }
    if ([...causes(error)].some(codeIn(UNSTORABLE_TEXT))) {
      return reply
        .code(400)
        .send(errorBody(400, 'Invalid request: the text contains characters that cannot be stored.'));
    }
    const status = error.statusCode ?? 500;
    const deliberate = error instanceof app.httpErrors.HttpError;
    if ((status >= 400 && status < 500) || (deliberate && status >= 500)) {
      if (status >= 500) request.log.warn({ status, reason: error.message }, 'request failed upstream');
      return reply.code(status).send(errorBody(status, error.message));
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ code: unavailable }, 'database unavailable');
      return reply.code(503).send(errorBody(503, 'The service is temporarily unavailable. Please try again shortly.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
});
