import { POLLING } from '../lib/constants';
import { generatedApi, type GetReminderOutboxApiResponse } from './generated';

const CONTRACT_LIST = { type: 'Contract', id: 'LIST' } as const;
const STATS = { type: 'DashboardStats', id: 'CURRENT' } as const;
const GOOGLE_CONNECTION = { type: 'GoogleConnection', id: 'CURRENT' } as const;
const REMINDER_SETTINGS = { type: 'ReminderSettings', id: 'CURRENT' } as const;
const OUTBOX = { type: 'ReminderOutbox', id: 'CURRENT' } as const;
const FEED = { type: 'CalendarFeed', id: 'CURRENT' } as const;

/**
 * The one API slice: the generated endpoints, enhanced here (and only here) with cache tags and cache updates.
 * Request options (time-outs, form bodies, files) are the base query's (`base-query.ts`); polling intervals are
 * given by the screens that poll, on the hooks of this slice.
 */
export const api = generatedApi.enhanceEndpoints({
  addTagTypes: ['Contract', 'DashboardStats', 'GoogleConnection', 'ReminderSettings', 'ReminderOutbox', 'CalendarFeed'],
  endpoints: {
    // Auth calls are driven by the auth thunks: they neither provide nor invalidate cache tags.
    register: { invalidatesTags: [] },
    login: { invalidatesTags: [] },
    getCurrentUser: { providesTags: [] },
    listContracts: {
      providesTags: (result = []) => [...result.map(({ id }) => ({ type: 'Contract' as const, id })), CONTRACT_LIST],
    },
    getDashboardStats: { providesTags: [STATS] },
    deleteContract: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Contract', id }, CONTRACT_LIST, STATS],
      // The row leaves the list as soon as the server confirms (spec section 4); the refetch that follows agrees.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          generatedApi.util.updateQueryData('listContracts', undefined, (list) =>
            list.filter((contract) => contract.id !== id),
          ),
        );
      },
    },
    uploadContractsBatch: { invalidatesTags: [CONTRACT_LIST, STATS] },
    uploadContracts: { invalidatesTags: [CONTRACT_LIST, STATS] },
    getContract: { providesTags: (_result, _error, { id }) => [{ type: 'Contract', id }] },
    updateContract: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Contract', id }, CONTRACT_LIST, STATS],
      // The answer is the record as it now stands: shown at once, before the refetch the tags cause.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedApi.util.upsertQueryData('getContract', { id }, data));
        } catch {
          // A refused edit changes nothing; the screen shows why.
        }
      },
    },
    // The Google connection: its status is read afresh whenever a screen asks, and refreshed after every change.
    getGoogleStatus: { providesTags: [GOOGLE_CONNECTION], keepUnusedDataFor: 0 },
    getGoogleAuthStatus: { providesTags: [], keepUnusedDataFor: 0 },
    getGmailProfile: { providesTags: [GOOGLE_CONNECTION], keepUnusedDataFor: 0 },
    testGoogleConnection: { providesTags: [], keepUnusedDataFor: 0 },
    getGoogleAuthUrl: { providesTags: [], keepUnusedDataFor: 0 },
    disconnectGoogle: { invalidatesTags: [GOOGLE_CONNECTION] },
    uploadGoogleCredentials: { invalidatesTags: [GOOGLE_CONNECTION] },
    // Searches: status answers are never kept once nobody watches them.
    startGmailSearch: { invalidatesTags: [] },
    getGmailSearchStatus: { providesTags: [], keepUnusedDataFor: 0 },
    processGmailSearch: { invalidatesTags: [] },
    // The file stays out of the store: the cache holds only an object URL (a string), dropped right after use.
    downloadContract: { providesTags: [], keepUnusedDataFor: 0 },
    exportContracts: { providesTags: [], keepUnusedDataFor: 0 },
    // Reminders: saving settings changes what the outbox will hold.
    getReminderSettings: { providesTags: [REMINDER_SETTINGS] },
    putReminderSettings: {
      invalidatesTags: [OUTBOX],
      async onQueryStarted(_settings, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedApi.util.upsertQueryData('getReminderSettings', undefined, data));
        } catch {
          // Refused settings change nothing; the screen shows why.
        }
      },
    },
    sendTestReminder: { invalidatesTags: [] },
    getReminderOutbox: { providesTags: [OUTBOX] },
    getCalendarFeed: { providesTags: [FEED] },
    rotateCalendarFeed: { invalidatesTags: [FEED] },
  },
});

/**
 * Subscription options of the screens that show the contracts (dashboard, list, calendar): refreshed every minute
 * while open and on return to the window. An unchanged list costs the server a 304.
 */
export const REFRESH_WHILE_OPEN = {
  pollingInterval: POLLING.contractsRefreshMs,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
} as const;

/** One digest of the reminder outbox. */
export type OutboxEntry = GetReminderOutboxApiResponse['digests'][number];

export type {
  Contract,
  ContractRecord,
  UpdateContractApiArg,
  UploadContractsApiResponse,
  HistoryEntry,
  GetCurrentUserApiResponse as CurrentUserResponse,
  GetDashboardStatsApiResponse as DashboardStats,
  BatchContract,
  FoundContract,
  ReminderSettings,
  GetReminderOutboxApiResponse as ReminderOutbox,
} from './generated';

export const {
  useListContractsQuery,
  useGetDashboardStatsQuery,
  useDeleteContractMutation,
  useUploadContractsBatchMutation,
  useGetGmailSearchStatusQuery,
  useGetGoogleStatusQuery,
  useGetGoogleAuthStatusQuery,
  useGetGmailProfileQuery,
  useGetContractQuery,
  useUpdateContractMutation,
  useGetReminderSettingsQuery,
  usePutReminderSettingsMutation,
  useSendTestReminderMutation,
  useGetReminderOutboxQuery,
  useGetCalendarFeedQuery,
  useRotateCalendarFeedMutation,
} = api;
