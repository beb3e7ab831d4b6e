import { delay, http, HttpResponse } from 'msw';
import type {
  GetGmailSearchStatusApiResponse,
  ProcessGmailSearchApiResponse,
  StartGmailSearchApiArg,
  StartGmailSearchApiResponse,
} from '../../src/api/generated';
import { AUTH_MESSAGES } from '../../server/modules/auth/messages';
import { GOOGLE_MESSAGES } from '../../server/google/messages';
import { SEARCH_MESSAGES } from '../../server/search/messages';
import { demoMailboxResults } from '../mailbox';
import { apiPath, errorResponse, userFromRequest } from '../http';
import { mockState, type MockSearch } from '../state';

const unauthorized = () => errorResponse(401, AUTH_MESSAGES.sessionInvalid, 'Unauthorized');
const notFound = () => errorResponse(404, SEARCH_MESSAGES.notFound, 'Not Found');

/** Status checks a mock search answers PROCESSING before it completes. */
export const MOCK_SEARCH_CHECKS_BEFORE_DONE = 2;

/**
 * Keywords that steer the mock search down the spec's other paths (documented in the README's demo section):
 * "fail" ends FAILED, "nothing" finds no contracts, "slow" never answers a status check (each times out; after five
 * the wizard offers Process Results, which then finds the contracts).
 */
export const DEMO_KEYWORDS = { fail: 'fail', nothing: 'nothing', slow: 'slow' } as const;

const matterSuffix = () => crypto.randomUUID().slice(0, 8);
const has = (search: MockSearch, keyword: string) => search.keywords.some((text) => text.toLowerCase() === keyword);

function ownSearch(request: Request, id: unknown): MockSearch | undefined {
  const user = userFromRequest(request);
  return mockState.searches.find((search) => search.id === id && search.ownerId === user?.id);
}

function statusOf(search: MockSearch): GetGmailSearchStatusApiResponse {
  const done = search.statusChecks > MOCK_SEARCH_CHECKS_BEFORE_DONE;
  const failed = done && has(search, DEMO_KEYWORDS.fail);
  const total = has(search, DEMO_KEYWORDS.nothing) ? 0 : demoMailboxResults().length;
  const analysed = done ? total : Math.min(total, search.statusChecks * 2);
  return {
    id: search.id,
    matterId: search.matterId,
    status: failed ? 'FAILED' : done ? 'COMPLETED' : 'PROCESSING',
    description: search.description,
    progress: {
      itemsFound: total,
      itemsAnalysed: analysed,
      contractsFound: Math.min(analysed, total === 0 ? 0 : 3),
    },
    error: failed ? 'Google did not answer the search after several attempts. Please try again later.' : null,
    notice: null,
  };
}

/** The search endpoints of spec section 7, as the server answers them. */
export const searchHandlers = [
  http.post(apiPath('/gmail/search'), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const body = (await request.json()) as StartGmailSearchApiArg['body'];
    const keywords = (body.keywords ?? []).map((text) => text.trim()).filter(Boolean);
    if (keywords.length === 0) return errorResponse(400, SEARCH_MESSAGES.noKeywords, 'Bad Request');
    if (!user.googleConnected) return errorResponse(400, GOOGLE_MESSAGES.notConnected, 'Bad Request');
    const vault =
      body.service === 'GROUPS' || body.service === 'HANGOUTS_CHAT' || (body.dataSource ?? 'ALL_DATA') !== 'ALL_DATA';
    if (vault && user.connectionKind !== 'service_account') {
      return errorResponse(400, SEARCH_MESSAGES.vaultNeedsWorkspace, 'Bad Request');
    }
    const search: MockSearch = {
      id: crypto.randomUUID(),
      ownerId: user.id,
      description: body.description?.trim() || 'Contract Search',
      keywords,
      includeAllMatches: body.includeAllMatches ?? false,
      statusChecks: 0,
      matterId: vault ? `matter-${matterSuffix()}` : 'direct-api',
    };
    mockState.searches.push(search);
    return HttpResponse.json<StartGmailSearchApiResponse>(
      { id: search.id, matterId: search.matterId, status: 'PROCESSING' },
      { status: 202 },
    );
  }),

  http.get(apiPath('/gmail/search/:id'), async ({ request, params }) => {
    if (!userFromRequest(request)) return unauthorized();
    const search = ownSearch(request, params.id);
    if (!search) return notFound();
    search.statusChecks += 1;
    if (has(search, DEMO_KEYWORDS.slow)) await delay('infinite');
    return HttpResponse.json<GetGmailSearchStatusApiResponse>(statusOf(search));
  }),

  http.post(apiPath('/gmail/process/:searchId'), ({ request, params }) => {
    if (!userFromRequest(request)) return unauthorized();
    const search = ownSearch(request, params.searchId);
    if (!search) return notFound();
    const state = statusOf(search);
    if (state.status === 'PROCESSING') return errorResponse(409, SEARCH_MESSAGES.stillRunning, 'Conflict');
    if (state.status === 'FAILED') return errorResponse(409, SEARCH_MESSAGES.failed(state.error ?? ''), 'Conflict');
    const results = has(search, DEMO_KEYWORDS.nothing) ? [] : demoMailboxResults();
    return HttpResponse.json<ProcessGmailSearchApiResponse>({
      contracts: search.includeAllMatches ? results : results.filter((item) => item.isContract),
    });
  }),
];
