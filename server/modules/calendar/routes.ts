import type { FastifyReply } from 'fastify';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { feedOwner, feedToken, rotateFeedToken } from '../../calendar/feed-token';
import { feedContracts, icsFeed } from '../../calendar/ics-feed';
import { errorResponses } from '../../plugins/errors';
import { sentUnchanged } from '../contracts/owner-today';

const FeedUrl = Type.Object(
  { url: Type.String({ description: 'The feed’s address: readable without signing in, so keep it private' }) },
  { $id: 'CalendarFeedUrl' },
);
const security = [{ bearerAuth: [] }];
/** A feed token as feedToken makes them: 32 bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The key feed tokens are derived with: the server's signing secret, for this purpose only. */
const feedKey = (jwtSecret: string) => `calendar-feed-key:${jwtSecret}`;

/** GET /api/calendar/feed and POST /api/calendar/feed/rotate: the signed-in user's feed address. */
export const feedUrlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const urlOf = (token: string) => ({ url: `${app.config.appOrigin}/calendar/${token}.ics` });

  // Both routes answer the feed's address and differ only in whether it is kept or replaced.
  const feedUrlSchema = (operationId: string, summary: string) => ({
    schema: { tags: ['calendar'], operationId, summary, security, response: { 200: FeedUrl, ...errorResponses(401) } },
  });

  app.get(
    '/feed',
    feedUrlSchema('getCalendarFeed', 'The address of the user’s calendar feed (iCalendar), created on first use'),
    async (request) => urlOf(await feedToken(app.db, feedKey(app.secrets.jwtSecret), request.user.sub)),
  );

  app.post(
    '/feed/rotate',
    feedUrlSchema('rotateCalendarFeed', 'Replaces the feed’s address; the old one stops working at once'),
    async (request) => urlOf(await rotateFeedToken(app.db, feedKey(app.secrets.jwtSecret), request.user.sub)),
  );
};

/** GET /calendar/{token}.ics: the feed itself, for calendar applications (no sign-in; the token is the key). */
export const feedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['calendar'],
        operationId: 'getCalendarFeedFile',
        summary: 'The calendar feed: an all-day event per renewal and cancel-by date (text/calendar, ETag / 304)',
        params: Type.Object({ file: Type.String({ maxLength: 100 }) }),
        response: { 200: Type.String(), 304: Type.Null(), ...errorResponses(404) },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const ownerId = TOKEN.test(token) ? await feedOwner(app.db, token) : undefined;
      if (!ownerId) throw app.httpErrors.notFound('No calendar feed at this address (it may have been replaced).');
      if (await sentUnchanged(app, ownerId, 'feed', request, reply)) return reply;
      const body = icsFeed(
        await feedContracts(app.db, ownerId),
        app.config.appOrigin,
        new URL(app.config.appOrigin).hostname,
      );
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
};
