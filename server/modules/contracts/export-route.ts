import type { FastifyReply } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { exportRows } from '../../contracts/export-rows';
import { csvStream, xlsxStream } from '../../contracts/export-writers';
import { errorResponses } from '../../plugins/errors';
import { ownerTodayRolled } from './owner-today';

const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', stream: csvStream },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', stream: xlsxStream },
} as const;

/** GET /api/contracts/export: the user's contracts (All Contracts' search applied) as CSV or XLSX, streamed. */
const exportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/export',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['contracts'],
        operationId: 'exportContracts',
        summary:
          'The contracts as a CSV or XLSX file, soonest renewal first; `q` filters by name as All Contracts does',
        security: [{ bearerAuth: [] }],
        querystring: Type.Object(
          {
            format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
            q: Type.Optional(Type.String({ maxLength: 200 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.String({ format: 'binary' }), ...errorResponses(400, 401) },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const { format, q = '' } = request.query;
      const today = await ownerTodayRolled(app, request.user.sub);
      const rows = exportRows(app.db, request.user.sub, q, app.config.appOrigin);
      return reply
        .type(FORMATS[format].type)
        .header('Content-Disposition', contentDisposition(`contracts-${today}.${format}`))
        .header('Cache-Control', 'private, no-store')
        .send(FORMATS[format].stream(rows));
    },
  );
};

export default exportRoute;
