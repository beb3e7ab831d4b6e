import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../modules/auth/messages';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    user: { sub: string };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for signed-in routes: verifies the bearer token and sets request.user.sub. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

const ISSUER = 'renewal-tracker';
const AUDIENCE = 'renewal-tracker-api';
const BEARER = /^Bearer\s+(\S+)$/i;

export default fp<{ secret: string; ttlSeconds: number }>(async (app, options) => {
  await app.register(jwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.ttlSeconds, iss: ISSUER, aud: AUDIENCE },
    // Verified tokens are cached (by token, until they expire): every poll carries the same one.
    verify: { algorithms: ['HS256'], allowedIss: ISSUER, allowedAud: AUDIENCE, cache: 1000 },
  });

  // The token goes straight to the library's verifier (and its cache): request.jwtVerify() decodes every token
  // once more and runs a callback chain around the same verifier, a tenth of an unchanged poll's time.
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    try {
      if (!token) throw new Error('no bearer token');
      request.user = app.jwt.verify<{ sub: string }>(token);
    } catch {
      throw app.httpErrors.unauthorized(AUTH_MESSAGES.sessionInvalid);
    }
  });
});
