import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addDays, UPCOMING_WINDOW_DAYS } from '../../lib/calendar-dates';
import { errorResponses } from '../../plugins/errors';
import { dashboardStats } from '../../contracts/contracts-repository';
import { ownerTodayRolled } from '../contracts/owner-today';
import { DashboardStats, DashboardStatsQuery } from '../contracts/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stats',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['dashboard'],
        operationId: 'getDashboardStats',
        summary:
          'Contract count, renewals and cancel-by dates of the next 30 days, contracts to review and overdue ones',
        description:
          "`today` is the caller's local date (so the window matches the calendar); the user's own day when absent.",
        security: [{ bearerAuth: [] }],
        querystring: DashboardStatsQuery,
        response: { 200: DashboardStats, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const ownerToday = await ownerTodayRolled(app, request.user.sub);
      const today = request.query.today ?? ownerToday;
      return dashboardStats(app.db, request.user.sub, today, addDays(today, UPCOMING_WINDOW_DAYS));
    },
  );
};

export default routes;
