import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addDays, todayUtc, UPCOMING_WINDOW_DAYS } from '../../lib/calendar-dates';
import { errorResponses } from '../../plugins/errors';
import { dashboardStats } from '../contracts/contracts-repository';
import { DashboardStats, DashboardStatsQuery } from '../contracts/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stats',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['dashboard'],
        operationId: 'getDashboardStats',
        summary: 'Contract count and renewals from today through 30 days ahead',
        description: "`today` is the caller's local date (so the window matches the calendar); UTC when absent.",
        security: [{ bearerAuth: [] }],
        querystring: DashboardStatsQuery,
        response: { 200: DashboardStats, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const today = request.query.today ?? todayUtc();
      return dashboardStats(app.db, request.user.sub, today, addDays(today, UPCOMING_WINDOW_DAYS));
    },
  );
};

export default routes;
