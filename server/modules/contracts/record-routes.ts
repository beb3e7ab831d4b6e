import type { FastifyReply } from 'fastify';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EditRefused, editContract } from '../../contracts/contract-edits';
import { findRecord, matchesVersion, recordTag } from '../../contracts/contract-record';
import { ContractEdit, ContractRecord, HistoryEntry } from '../../contracts/schemas';
import { CONTRACT_MESSAGES } from '../../contracts/validate-contract';
import { findUserById } from '../auth/users-repository';
import { errorResponses } from '../../plugins/errors';
import { ownerTodayRolled } from './owner-today';
import { ContractIdParams } from './schemas';

const security = [{ bearerAuth: [] }];

/** One contract, whole, and a person's changes to it (GET and PATCH /api/contracts/{id}). */
const recordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  // Shared by reference: the OpenAPI document, and so the generated client, names the record once.
  app.addSchema(HistoryEntry);
  app.addSchema(ContractRecord);
  const Record = Type.Unsafe<ContractRecord>(Type.Ref('ContractRecord'));

  /** The record with its ETag, or 404: another user's contract is not found either. */
  async function sendRecord(ownerId: string, id: string, reply: FastifyReply) {
    const record = await findRecord(app.db, ownerId, id);
    if (!record) throw app.httpErrors.notFound(CONTRACT_MESSAGES.notFound);
    return reply.header('ETag', recordTag(record.version)).header('Cache-Control', 'private, no-cache').send(record);
  }

  app.get(
    '/:id',
    {
      schema: {
        tags: ['contracts'],
        operationId: 'getContract',
        summary: 'One contract: every field, the sentence each was read from, who gave it, its history (ETag)',
        security,
        params: ContractIdParams,
        response: { 200: Record, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await ownerTodayRolled(app, request.user.sub);
      return sendRecord(request.user.sub, request.params.id, reply as unknown as FastifyReply);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['contracts'],
        operationId: 'updateContract',
        summary: 'Correct fields or the review state; with If-Match, only the version it names is changed',
        description:
          'Edited fields become the person’s and are recorded in the history; a changed term moves the renewal and cancel-by dates a person did not set. A stale If-Match answers 412 and changes nothing.',
        security,
        params: ContractIdParams,
        headers: Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 200 })) }),
        body: ContractEdit,
        response: { 200: Record, ...errorResponses(400, 401, 404, 412) },
      },
    },
    async (request, reply) => {
      const ownerId = request.user.sub;
      const ifMatch = request.headers['if-match'];
      const user = await findUserById(app.db, ownerId);
      if (!user) throw app.httpErrors.unauthorized();
      const today = await ownerTodayRolled(app, ownerId);
      let outcome;
      try {
        outcome = await editContract(app.db, {
          ownerId,
          id: request.params.id,
          edit: request.body,
          actor: user.email,
          expectedVersion: ifMatch === undefined ? undefined : (version) => matchesVersion(ifMatch, version),
          today,
        });
      } catch (error) {
        if (error instanceof EditRefused) throw app.httpErrors.badRequest(error.message);
        throw error;
      }
      if (outcome === 'not_found') throw app.httpErrors.notFound(CONTRACT_MESSAGES.notFound);
      if (outcome === 'stale') throw app.httpErrors.preconditionFailed(CONTRACT_MESSAGES.stale);
      return sendRecord(ownerId, request.params.id, reply as unknown as FastifyReply);
    },
  );
};

export default recordRoutes;
