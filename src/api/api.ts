import { TIMEOUTS } from '../lib/constants';
import { generatedApi } from './generated';

const CONTRACT_LIST = { type: 'Contract', id: 'LIST' } as const;
const STATS = { type: 'DashboardStats', id: 'CURRENT' } as const;

/**
 * The one API slice: generated endpoints, enhanced here (and only here) with tags, polling and time-outs.
 * Auth calls are driven by the auth thunks, so they neither provide nor invalidate cache tags.
 */
export const api = generatedApi.enhanceEndpoints({
  addTagTypes: ['Contract', 'DashboardStats'],
  endpoints: {
    register: { invalidatesTags: [] },
    login: { invalidatesTags: [] },
    getCurrentUser: { providesTags: [] },
    listContracts: {
      providesTags: (result = []) => [...result.map(({ id }) => ({ type: 'Contract' as const, id })), CONTRACT_LIST],
    },
    getDashboardStats: { providesTags: [STATS] },
    deleteContract: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Contract', id }, CONTRACT_LIST, STATS] },
    uploadContractsBatch: { invalidatesTags: [CONTRACT_LIST, STATS] },
    // Google connection: status checks are never served from the cache.
    getGoogleStatus: { providesTags: [], keepUnusedDataFor: 0 },
    getGoogleAuthStatus: { providesTags: [], keepUnusedDataFor: 0 },
    getGmailProfile: { providesTags: [], keepUnusedDataFor: 0 },
    testGoogleConnection: { providesTags: [], keepUnusedDataFor: 0 },
    getGoogleAuthUrl: { providesTags: [], keepUnusedDataFor: 0 },
    disconnectGoogle: { invalidatesTags: [] },
    uploadGoogleCredentials: {
      invalidatesTags: [],
      // The key file goes as multipart form data, as the server expects.
      query: ({ body }) => {
        const form = new FormData();
        form.append('workspaceEmail', body.workspaceEmail);
        form.append('credentials', body.credentials);
        return { url: '/api/google/upload-credentials', method: 'POST', body: form };
      },
    },
    // Searches: the spec's time-outs (section 9); status answers are never cached.
    startGmailSearch: {
      invalidatesTags: [],
      query: ({ body }) => ({ url: '/api/gmail/search', method: 'POST', body, timeout: TIMEOUTS.searchStartMs }),
    },
    getGmailSearchStatus: {
      providesTags: [],
      keepUnusedDataFor: 0,
      query: ({ id }) => ({ url: `/api/gmail/search/${id}`, timeout: TIMEOUTS.searchStatusMs }),
    },
    processGmailSearch: {
      invalidatesTags: [],
      query: ({ searchId }) => ({
        url: `/api/gmail/process/${searchId}`,
        method: 'POST',
        timeout: TIMEOUTS.processMs,
      }),
    },
    downloadContract: {
      // The PDF stays out of the store: the cache holds only an object URL (a string), dropped right after use.
      query: ({ id }) => ({
        url: `/api/contracts/${id}/download`,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      providesTags: [],
      keepUnusedDataFor: 0,
    },
  },
});

export type {
  Contract,
  GetCurrentUserApiResponse as CurrentUserResponse,
  GetDashboardStatsApiResponse as DashboardStats,
  BatchContract,
  FoundContract,
} from './generated';

export const {
  useListContractsQuery,
  useGetDashboardStatsQuery,
  useDeleteContractMutation,
  useUploadContractsBatchMutation,
} = api;
