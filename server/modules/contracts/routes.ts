import type { FastifyReply } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  deleteContract,
  findContractWithFile,
  insertContracts,
  listContracts,
  toContract,
} from '../../contracts/contracts-repository';
import { Contract } from '../../contracts/schemas';
import { CONTRACT_MESSAGES } from '../../contracts/validate-contract';
import { errorResponses } from '../../plugins/errors';
import { itemsForUpload } from '../../search/search-repository';
import { BatchItemError, toNewContracts } from './batch-items';
import { renderContractPdf } from './contract-pdf';
import { sentUnchanged } from './owner-today';
import { BatchRequest, BatchResponse, ContractIdParams } from './schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const security = [{ bearerAuth: [] }];

  app.get(
    '',
    {
      schema: {
        tags: ['contracts'],
        operationId: 'listContracts',
        summary: "The signed-in user's contracts, newest renewal first (ETag / If-None-Match supported)",
        description:
          'What All Contracts, the calendar and the dashboard show; evidence and history belong to the record. A contract that renews itself shows its next renewal and cancel-by date as of the user’s today.',
        security,
        response: { 200: Type.Array(Contract), 304: Type.Null(), ...errorResponses(401) },
      },
    },
    async (request, typedReply) => {
      // Both answers below bypass the schema serializer (no body; a body serialized here), which the typed reply
      // does not model.
      const reply = typedReply as unknown as FastifyReply;
      const ownerId = request.user.sub;
      reply.header('Vary', 'Authorization');
      if (await sentUnchanged(app, ownerId, 'contracts', request, reply)) return reply;
      const list = await listContracts(app.db, ownerId);
      // toContract builds exactly the documented shape. JSON.stringify is several times faster than the schema
      // serializer here (it resolves every nullable union per value), and this is the list every screen loads.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(list));
    },
  );

  app.post(
    '/batch',
    {
      bodyLimit: 60 * 1024 * 1024,
      schema: {
        tags: ['contracts'],
        operationId: 'uploadContractsBatch',
        summary: 'Store contracts, all or none; items stored before are skipped',
        security,
        body: BatchRequest,
        response: { 201: BatchResponse, ...errorResponses(400, 401, 413) },
      },
    },
    async (request, reply) => {
      const ownerId = request.user.sub;
      const resultIds = request.body.contracts.map((item) => item.id).filter((id) => UUID.test(id));
      const found = new Map((await itemsForUpload(app.db, ownerId, resultIds)).map((row) => [row.id, row]));
      let items;
      try {
        items = toNewContracts(request.body.contracts, found);
      } catch (error) {
        if (error instanceof BatchItemError) throw app.httpErrors.badRequest(`Invalid request: ${error.message}`);
        throw error;
      }
      const { created, duplicates } = await insertContracts(app.db, ownerId, items);
      request.log.info({ created: created.length, duplicates: duplicates.length }, 'contracts stored');
      return reply.code(201).send({ contracts: created, duplicates: duplicates.length });
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['contracts'],
        operationId: 'deleteContract',
        summary: 'Delete one contract',
        security,
        params: ContractIdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteContract(app.db, request.user.sub, request.params.id)))
        throw app.httpErrors.notFound(CONTRACT_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id/download',
    {
      schema: {
        tags: ['contracts'],
        operationId: 'downloadContract',
        summary: 'The contract as a PDF: the original, or a rendering of its text and detected facts',
        security,
        params: ContractIdParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const found = await findContractWithFile(app.db, request.user.sub, request.params.id);
      if (!found) throw app.httpErrors.notFound(CONTRACT_MESSAGES.notFound);
      const { contract, file } = found;
      const pdf =
        file?.mimeType === 'application/pdf'
          ? file.content
          : await renderContractPdf(toContract({ ...contract, hasOriginalFile: Boolean(file) }), file?.text ?? null);
      const baseName = (file?.fileName ?? contract.name).replace(/\.[a-z0-9]{1,5}$/i, '');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(`${baseName}.pdf`))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default routes;
