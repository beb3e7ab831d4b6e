import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { connectionSummary } from '../../google/google-connection';
import { GOOGLE_MESSAGES } from '../../google/messages';
import { interactiveGoogle } from '../../google/retry';
import { errorResponses } from '../../plugins/errors';
import { SearchCriteria } from '../../search/criteria';
import { SearchFailure } from '../../search/search-failure';
import { vaultFailure } from '../../search/vault/run-vault-search';
import { vaultClientFor } from '../../search/vault/vault-access';
import { SEARCH_MESSAGES } from '../../search/messages';
import { CriteriaError, planSearch } from '../../search/search-plan';
import { countRunning, createSearch, findSearch, listItems } from '../../search/search-repository';
import { toFoundContract } from './found-contracts';
import { ProcessParams, ProcessResponse, SearchIdParams, SearchStarted, SearchState } from './schemas';

const security = [{ bearerAuth: [] }];

/** Creates the search's Vault matter; Vault's refusal answers 400 with its reason, an outage 502. */
async function createVaultMatter(app: FastifyInstance, ownerId: string, description: string): Promise<string> {
  try {
    const { signal, callGoogle } = interactiveGoogle();
    const vault = await vaultClientFor(app.google, ownerId, callGoogle, signal);
    return await vault.createMatter(
      `Renewal Tracker: ${description}`.slice(0, 200),
      'Created by Renewal Tracker for a contract search',
    );
  } catch (error) {
    const failure = error instanceof SearchFailure ? error : vaultFailure(error);
    if (failure.message === SEARCH_MESSAGES.vaultUnavailable) throw app.httpErrors.badGateway(failure.message);
    throw app.httpErrors.badRequest(failure.message);
  }
}

/** Searches of the connected Google account (Gmail and Drive), run in the background; spec section 7. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/search',
    {
      schema: {
        tags: ['search'],
        operationId: 'startGmailSearch',
        summary: 'Start a search of Gmail and / or Drive; poll its status, then process its results',
        security,
        body: SearchCriteria,
        response: { 202: SearchStarted, ...errorResponses(400, 401, 429, 502) },
      },
    },
    async (request, reply) => {
      const ownerId = request.user.sub;
      let plan;
      try {
        plan = planSearch(request.body);
      } catch (error) {
        if (error instanceof CriteriaError) throw app.httpErrors.badRequest(error.message);
        throw error;
      }
      const connection = await connectionSummary(app.db, ownerId);
      if (!connection.kind) throw app.httpErrors.badRequest(GOOGLE_MESSAGES.notConnected);
      if (!connection.connected) throw app.httpErrors.badRequest(GOOGLE_MESSAGES.revoked);
      if (plan.vault && connection.kind !== 'service_account') {
        throw app.httpErrors.badRequest(SEARCH_MESSAGES.vaultNeedsWorkspace);
      }
      const limit = app.config.search.maxRunningPerUser;
      if ((await countRunning(app.db, ownerId)) >= limit) {
        throw app.httpErrors.tooManyRequests(SEARCH_MESSAGES.tooManyRunning(limit));
      }
      // A Vault search answers with its matter's id (spec section 7), so the matter is made now.
      const matterId = plan.vault ? await createVaultMatter(app, ownerId, plan.description) : undefined;
      const search = await createSearch(app.db, ownerId, {
        description: plan.description,
        criteria: request.body,
        matterId,
      });
      app.searchRunner.kick();
      request.log.info({ searchId: search.id }, 'search started');
      return reply.code(202).send({ id: search.id, matterId: search.matterId, status: search.status });
    },
  );

  app.get(
    '/search/:id',
    {
      schema: {
        tags: ['search'],
        operationId: 'getGmailSearchStatus',
        summary: "A search's status and progress",
        security,
        params: SearchIdParams,
        response: { 200: SearchState, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const search = await findSearch(app.db, request.user.sub, request.params.id);
      if (!search) throw app.httpErrors.notFound(SEARCH_MESSAGES.notFound);
      reply.header('Cache-Control', 'no-store');
      return {
        id: search.id,
        matterId: search.matterId,
        status: search.status,
        description: search.description,
        progress: {
          itemsFound: search.itemsFound,
          itemsAnalysed: search.itemsAnalysed,
          contractsFound: search.contractsFound,
        },
        error: search.error,
        notice: search.notice,
      };
    },
  );

  app.post(
    '/process/:searchId',
    {
      schema: {
        tags: ['search'],
        operationId: 'processGmailSearch',
        summary: "A completed search's results: the contracts found (every match with includeAllMatches)",
        security,
        params: ProcessParams,
        response: { 200: ProcessResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const ownerId = request.user.sub;
      const search = await findSearch(app.db, ownerId, request.params.searchId);
      if (!search) throw app.httpErrors.notFound(SEARCH_MESSAGES.notFound);
      if (search.status === 'PROCESSING') throw app.httpErrors.conflict(SEARCH_MESSAGES.stillRunning);
      if (search.status === 'FAILED') throw app.httpErrors.conflict(SEARCH_MESSAGES.failed(search.error ?? ''));
      const includeAll = search.criteria.includeAllMatches ?? false;
      const items = await listItems(app.db, ownerId, search.id, !includeAll);
      return { contracts: items.map(toFoundContract) };
    },
  );
};

export default routes;
