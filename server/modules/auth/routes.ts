import type { FastifyRequest } from 'fastify';
import { databaseKnowsTimeZone } from '../../db/time-zones';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isTimeZone } from '../../lib/calendar-dates';
import { errorResponses } from '../../plugins/errors';
import { connectionSummary } from '../../google/google-connection';
import { AUTH_MESSAGES } from './messages';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { CurrentUser, LoginRequest, LoginResponse, RegisterRequest, RegisterResponse, normalizeEmail } from './schemas';
import { findUserByEmail, findUserById, insertUser } from './users-repository';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { perIpPerMinute, perAccountPer15Minutes } = app.config.loginRateLimit;
  const perIp = { rateLimit: { max: perIpPerMinute, timeWindow: '1 minute' } };
  // Counted per account as well, so one address cannot be guessed at from many IPs. A checker rather than a
  // hook: the plugin runs only one limiting hook per request.
  const accountLimiter = app.createRateLimit({
    max: perAccountPer15Minutes,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `login:${normalizeEmail((request.body as LoginRequest).email)}`,
  });
  const perAccount = async (request: FastifyRequest) => {
    const limit = await accountLimiter(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw app.httpErrors.tooManyRequests(
        `Too many attempts. Please try again in ${Math.ceil(limit.ttlInSeconds / 60)} minutes.`,
      );
    }
  };

  app.post(
    '/register',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        operationId: 'register',
        summary: 'Create an account',
        body: RegisterRequest,
        response: { 201: RegisterResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      // An unknown zone (an old browser's guess) is no reason to refuse an account: the day is then UTC's.
      const zone = request.body.timeZone;
      const timeZone = zone && isTimeZone(zone) && (await databaseKnowsTimeZone(app.db, zone)) ? zone : 'UTC';
      const user = await insertUser(app.db, {
        email,
        passwordHash: await hashPassword(request.body.password),
        timeZone,
      });
      if (!user) throw app.httpErrors.conflict(AUTH_MESSAGES.emailTaken);
      request.log.info({ userId: user.id }, 'user registered');
      return reply.code(201).send({ id: user.id, email: user.email });
    },
  );

  app.post(
    '/login',
    {
      config: perIp,
      preHandler: perAccount,
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Sign in and receive a bearer token',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, normalizeEmail(request.body.email));
      const valid = user
        ? await verifyPassword(user.passwordHash, request.body.password)
        : await verifyAgainstDecoy(request.body.password);
      if (!user || !valid) throw app.httpErrors.unauthorized(AUTH_MESSAGES.invalidCredentials);
      return { token: app.jwt.sign({ sub: user.id }) };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: CurrentUser, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.user.sub);
      if (!user) throw app.httpErrors.unauthorized(AUTH_MESSAGES.accountGone);
      const google = await connectionSummary(app.db, user.id);
      return {
        id: user.id,
        email: user.email,
        googleConnected: google.connected,
        googleWorkspaceEmail: google.connected ? google.email : null,
      };
    },
  );
};

export default routes;
