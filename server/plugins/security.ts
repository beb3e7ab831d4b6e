import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { errorBody } from './errors';

/**
 * Security headers for every response, and the rate-limit machinery routes opt into. helmet's middleware is built
 * once, here: @fastify/helmet builds it again for every request (parsing the whole policy each time), which was a
 * twentieth of the server's time on an unchanged poll.
 */
export default fp(async (app) => {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time (CSS-in-JS), which needs inline <style>.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The app may be served over plain HTTP on a LAN; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The OAuth popup must keep its link to the opener to post the result back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // On the raw response, before the route runs: a route's own header (the OAuth callback's opener policy) wins.
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      errorBody(429, `Too many attempts. Please try again in ${context.after}.`),
  });
});
