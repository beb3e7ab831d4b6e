import { emptyApi as api } from './empty-api';
export const addTagTypes = [
  'health',
  'auth',
  'contracts',
  'dashboard',
  'google',
  'search',
  'reminders',
  'calendar',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({ url: `/api/auth/register`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ['auth'],
      }),
      listContracts: build.query<ListContractsApiResponse, ListContractsApiArg>({
        query: () => ({ url: `/api/contracts` }),
        providesTags: ['contracts'],
      }),
      uploadContractsBatch: build.mutation<UploadContractsBatchApiResponse, UploadContractsBatchApiArg>({
        query: (queryArg) => ({ url: `/api/contracts/batch`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['contracts'],
      }),
      deleteContract: build.mutation<DeleteContractApiResponse, DeleteContractApiArg>({
        query: (queryArg) => ({ url: `/api/contracts/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['contracts'],
      }),
      getContract: build.query<GetContractApiResponse, GetContractApiArg>({
        query: (queryArg) => ({ url: `/api/contracts/${queryArg.id}` }),
        providesTags: ['contracts'],
      }),
      updateContract: build.mutation<UpdateContractApiResponse, UpdateContractApiArg>({
        query: (queryArg) => ({
          url: `/api/contracts/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.body,
          headers: {
            'if-match': queryArg['if-match'],
          },
        }),
        invalidatesTags: ['contracts'],
      }),
      downloadContract: build.query<DownloadContractApiResponse, DownloadContractApiArg>({
        query: (queryArg) => ({ url: `/api/contracts/${queryArg.id}/download` }),
        providesTags: ['contracts'],
      }),
      uploadContracts: build.mutation<UploadContractsApiResponse, UploadContractsApiArg>({
        query: (queryArg) => ({ url: `/api/contracts/upload`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['contracts'],
      }),
      exportContracts: build.query<ExportContractsApiResponse, ExportContractsApiArg>({
        query: (queryArg) => ({
          url: `/api/contracts/export`,
          params: {
            format: queryArg.format,
            q: queryArg.q,
          },
        }),
        providesTags: ['contracts'],
      }),
      getDashboardStats: build.query<GetDashboardStatsApiResponse, GetDashboardStatsApiArg>({
        query: (queryArg) => ({
          url: `/api/dashboard/stats`,
          params: {
            today: queryArg.today,
          },
        }),
        providesTags: ['dashboard'],
      }),
      getGoogleAuthUrl: build.query<GetGoogleAuthUrlApiResponse, GetGoogleAuthUrlApiArg>({
        query: () => ({ url: `/api/google/auth-url` }),
        providesTags: ['google'],
      }),
      uploadGoogleCredentials: build.mutation<UploadGoogleCredentialsApiResponse, UploadGoogleCredentialsApiArg>({
        query: (queryArg) => ({ url: `/api/google/upload-credentials`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['google'],
      }),
      getGoogleStatus: build.query<GetGoogleStatusApiResponse, GetGoogleStatusApiArg>({
        query: () => ({ url: `/api/google/status` }),
        providesTags: ['google'],
      }),
      getGoogleAuthStatus: build.query<GetGoogleAuthStatusApiResponse, GetGoogleAuthStatusApiArg>({
        query: () => ({ url: `/api/google/auth-status` }),
        providesTags: ['google'],
      }),
      getGmailProfile: build.query<GetGmailProfileApiResponse, GetGmailProfileApiArg>({
        query: () => ({ url: `/api/google/gmail/profile` }),
        providesTags: ['google'],
      }),
      testGoogleConnection: build.query<TestGoogleConnectionApiResponse, TestGoogleConnectionApiArg>({
        query: () => ({ url: `/api/google/test-connection` }),
        providesTags: ['google'],
      }),
      disconnectGoogle: build.mutation<DisconnectGoogleApiResponse, DisconnectGoogleApiArg>({
        query: () => ({ url: `/api/google/disconnect`, method: 'POST' }),
        invalidatesTags: ['google'],
      }),
      startGmailSearch: build.mutation<StartGmailSearchApiResponse, StartGmailSearchApiArg>({
        query: (queryArg) => ({ url: `/api/gmail/search`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['search'],
      }),
      getGmailSearchStatus: build.query<GetGmailSearchStatusApiResponse, GetGmailSearchStatusApiArg>({
        query: (queryArg) => ({ url: `/api/gmail/search/${queryArg.id}` }),
        providesTags: ['search'],
      }),
      processGmailSearch: build.mutation<ProcessGmailSearchApiResponse, ProcessGmailSearchApiArg>({
        query: (queryArg) => ({ url: `/api/gmail/process/${queryArg.searchId}`, method: 'POST' }),
        invalidatesTags: ['search'],
      }),
      getReminderSettings: build.query<GetReminderSettingsApiResponse, GetReminderSettingsApiArg>({
        query: () => ({ url: `/api/settings/reminders` }),
        providesTags: ['reminders'],
      }),
      putReminderSettings: build.mutation<PutReminderSettingsApiResponse, PutReminderSettingsApiArg>({
        query: (queryArg) => ({ url: `/api/settings/reminders`, method: 'PUT', body: queryArg.reminderSettings }),
        invalidatesTags: ['reminders'],
      }),
      sendTestReminder: build.mutation<SendTestReminderApiResponse, SendTestReminderApiArg>({
        query: () => ({ url: `/api/settings/reminders/test`, method: 'POST' }),
        invalidatesTags: ['reminders'],
      }),
      getReminderOutbox: build.query<GetReminderOutboxApiResponse, GetReminderOutboxApiArg>({
        query: () => ({ url: `/api/reminders/outbox` }),
        providesTags: ['reminders'],
      }),
      getCalendarFeed: build.query<GetCalendarFeedApiResponse, GetCalendarFeedApiArg>({
        query: () => ({ url: `/api/calendar/feed` }),
        providesTags: ['calendar'],
      }),
      rotateCalendarFeed: build.mutation<RotateCalendarFeedApiResponse, RotateCalendarFeedApiArg>({
        query: () => ({ url: `/api/calendar/feed/rotate`, method: 'POST' }),
        invalidatesTags: ['calendar'],
      }),
      getCalendarFeedFile: build.query<GetCalendarFeedFileApiResponse, GetCalendarFeedFileApiArg>({
        query: (queryArg) => ({ url: `/calendar/${queryArg.file}` }),
        providesTags: ['calendar'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetHealthApiResponse = /** status 200 Default Response */ {
  status: 'ok';
};
export type GetHealthApiArg = void;
export type RegisterApiResponse = /** status 201 Default Response */ {
  id: string;
  email: string;
};
export type RegisterApiArg = {
  body: {
    email: string;
    password: string;
    /** The browser's IANA time zone: where the user's today is */
    timeZone?: string;
  };
};
export type LoginApiResponse = /** status 200 Default Response */ {
  token: string;
};
export type LoginApiArg = {
  body: {
    email: string;
    password: string;
  };
};
export type GetCurrentUserApiResponse = /** status 200 Default Response */ {
  id: string;
  email: string;
  googleConnected: boolean;
  googleWorkspaceEmail: string | null;
};
export type GetCurrentUserApiArg = void;
export type ListContractsApiResponse = /** status 200 Default Response */ Contract[];
export type ListContractsApiArg = void;
export type UploadContractsBatchApiResponse = /** status 201 Default Response */ {
  /** The contracts created by this call */
  contracts: Contract[];
  /** Items skipped because they were stored before */
  duplicates: number;
};
export type UploadContractsBatchApiArg = {
  body: {
    contracts: BatchContract[];
  };
};
export type DeleteContractApiResponse = unknown;
export type DeleteContractApiArg = {
  id: string;
};
export type GetContractApiResponse = /** status 200 Default Response */ ContractRecord;
export type GetContractApiArg = {
  id: string;
};
export type UpdateContractApiResponse = /** status 200 Default Response */ ContractRecord;
export type UpdateContractApiArg = {
  id: string;
  'if-match'?: string;
  body: {
    name?: string;
    /** A calendar date, YYYY-MM-DD */
    renewalDate?: string | null;
    /** A calendar date, YYYY-MM-DD */
    cancelByDate?: string | null;
    /** A calendar date, YYYY-MM-DD */
    expirationDate?: string | null;
    /** A calendar date, YYYY-MM-DD */
    effectiveDate?: string | null;
    perpetual?: boolean;
    autoRenews?: boolean | null;
    renewalTermMonths?: number | null;
    noticePeriodDays?: number | null;
    contractValue?: number | null;
    currency?: string | null;
    parties?: string[];
    reviewState?: 'needs_review' | 'reviewed';
    /** Marks the current term handled (no more reminders for its dates), or unmarks it */
    handled?: boolean;
  };
};
export type DownloadContractApiResponse = /** status 200 application/pdf */ Blob;
export type DownloadContractApiArg = {
  id: string;
};
export type UploadContractsApiResponse =
  | /** status 200 Default Response */ {
      /** The contracts stored, each needing review */
      contracts: Contract[];
      /** Files already stored (the same bytes), with the contract they are */
      duplicates: {
        name: string;
        contractId: string;
      }[];
      /** Files that could not be read, and why */
      failed: {
        name: string;
        reason: string;
      }[];
    }
  | /** status 201 Default Response */ {
      /** The contracts stored, each needing review */
      contracts: Contract[];
      /** Files already stored (the same bytes), with the contract they are */
      duplicates: {
        name: string;
        contractId: string;
      }[];
      /** Files that could not be read, and why */
      failed: {
        name: string;
        reason: string;
      }[];
    };
export type UploadContractsApiArg = {
  body: {
    files: Blob | Blob[];
  };
};
export type ExportContractsApiResponse = /** status 200 Default Response */ Blob;
export type ExportContractsApiArg = {
  format: 'csv' | 'xlsx';
  q?: string;
};
export type GetDashboardStatsApiResponse = /** status 200 Default Response */ {
  contractsCount: number;
  /** Renewals from today through 30 days ahead */
  upcomingRenewals: number;
  /** Last days to give notice from today through 30 days ahead */
  cancelByNext30Days: number;
  /** Contracts nobody has marked reviewed yet */
  needsReview: number;
  /** The cancel-by date has passed and the renewal it was for has not */
  overdue: number;
};
export type GetDashboardStatsApiArg = {
  /** A calendar date, YYYY-MM-DD */
  today?: string;
};
export type GetGoogleAuthUrlApiResponse = /** status 200 Default Response */ {
  authUrl: string;
};
export type GetGoogleAuthUrlApiArg = void;
export type UploadGoogleCredentialsApiResponse = /** status 200 Default Response */ {
  message: string;
  workspaceEmail: string;
};
export type UploadGoogleCredentialsApiArg = {
  body: {
    credentials: Blob;
    workspaceEmail: string;
  };
};
export type GetGoogleStatusApiResponse = /** status 200 Default Response */ {
  connected: boolean;
  workspaceEmail: string | null;
  method: 'oauth' | 'service_account' | (null | null);
  reason: string | null;
};
export type GetGoogleStatusApiArg = void;
export type GetGoogleAuthStatusApiResponse = /** status 200 Default Response */ {
  connected: boolean;
  email: string | null;
};
export type GetGoogleAuthStatusApiArg = void;
export type GetGmailProfileApiResponse = /** status 200 Default Response */ {
  emailAddress: string;
};
export type GetGmailProfileApiArg = void;
export type TestGoogleConnectionApiResponse = /** status 200 Default Response */ {
  workspaceEmail: string;
  services: {
    gmail: {
      emailAddress: string;
    };
  };
};
export type TestGoogleConnectionApiArg = void;
export type DisconnectGoogleApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type DisconnectGoogleApiArg = void;
export type StartGmailSearchApiResponse = /** status 202 Default Response */ {
  id: string;
  matterId: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
};
export type StartGmailSearchApiArg = {
  body: {
    description?: string;
    keywords: string[];
    startDate?: string | (null | null);
    endDate?: string | (null | null);
    service?: 'MAIL' | 'DRIVE' | 'GROUPS' | 'HANGOUTS_CHAT' | 'ALL';
    dataSource?: 'ALL_DATA' | 'HELD_DATA' | 'UNPROCESSED_DATA';
    entityType?: 'ALL_ACCOUNTS' | 'SPECIFIC_ACCOUNTS';
    specificAccounts?: string[];
    timeZone?: string;
    excludeDrafts?: boolean;
    includeAllMatches?: boolean;
  };
};
export type GetGmailSearchStatusApiResponse = /** status 200 Default Response */ {
  id: string;
  matterId: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  description: string;
  progress: {
    itemsFound: number;
    itemsAnalysed: number;
    contractsFound: number;
  };
  error: string | null;
  /** A note on a completed search (cap reached) */
  notice: string | null;
};
export type GetGmailSearchStatusApiArg = {
  id: string;
};
export type ProcessGmailSearchApiResponse = /** status 200 Default Response */ {
  contracts: FoundContract[];
};
export type ProcessGmailSearchApiArg = {
  searchId: string;
};
export type GetReminderSettingsApiResponse = /** status 200 Default Response */ ReminderSettings;
export type GetReminderSettingsApiArg = void;
export type PutReminderSettingsApiResponse = /** status 200 Default Response */ ReminderSettings;
export type PutReminderSettingsApiArg = {
  reminderSettings: ReminderSettings;
};
export type SendTestReminderApiResponse = /** status 202 Default Response */ {
  message: string;
};
export type SendTestReminderApiArg = void;
export type GetReminderOutboxApiResponse = /** status 200 Default Response */ {
  /** Whether this server sends e-mail (SMTP_URL is set) */
  emailConfigured: boolean;
  digests: OutboxEntry[];
};
export type GetReminderOutboxApiArg = void;
export type GetCalendarFeedApiResponse = /** status 200 Default Response */ {
  /** The feed’s address: readable without signing in, so keep it private */
  url: string;
};
export type GetCalendarFeedApiArg = void;
export type RotateCalendarFeedApiResponse = /** status 200 Default Response */ {
  /** The feed’s address: readable without signing in, so keep it private */
  url: string;
};
export type RotateCalendarFeedApiArg = void;
export type GetCalendarFeedFileApiResponse = /** status 200 Default Response */ string;
export type GetCalendarFeedFileApiArg = {
  file: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export type Contract = {
  /** A calendar date, YYYY-MM-DD */
  renewalDate: string | null;
  /** A calendar date, YYYY-MM-DD */
  effectiveDate: string | null;
  /** A calendar date, YYYY-MM-DD */
  expirationDate: string | null;
  /** A calendar date, YYYY-MM-DD */
  cancelByDate: string | null;
  perpetual: boolean;
  autoRenews: boolean | null;
  renewalTermMonths: number | null;
  noticePeriodDays: number | null;
  currency: string | null;
  parties: string[];
  id: string;
  name: string;
  contractValue: number | null;
  reviewState: 'needs_review' | 'reviewed';
  source: 'gmail' | 'drive' | 'vault' | 'upload';
  sourceLocation: string | null;
  hasOriginalFile: boolean;
  createdAt: string;
};
export type BatchContract = {
  /** A calendar date, YYYY-MM-DD */
  renewalDate?: string | null;
  /** A calendar date, YYYY-MM-DD */
  effectiveDate?: string | null;
  /** A calendar date, YYYY-MM-DD */
  expirationDate?: string | null;
  /** A calendar date, YYYY-MM-DD */
  cancelByDate?: string | null;
  perpetual?: boolean;
  autoRenews?: boolean | null;
  renewalTermMonths?: number | null;
  noticePeriodDays?: number | null;
  currency?: string | null;
  parties?: string[];
  id: string;
  name: string;
  sourceType?: 'gmail' | 'drive' | 'vault' | 'upload';
  sourceLocation?: string | null;
  path?: string | null;
  selected?: boolean;
  scanned?: boolean;
  size?: number;
  lastModified?: string | null;
  amount?: number | null;
  evidence?: {
    [key: string]: string;
  };
  file?: {
    name: string;
    contentType: string;
    contentBase64: string;
  };
};
export type HistoryEntry = {
  at: string;
  /** 'analysis', 'upload', 'search', 'system' (a term rolled forward, a date derived) or a person's e-mail */
  actor: string;
  field: string;
  from: string | number | boolean | (null | null) | string[];
  to: string | number | boolean | (null | null) | string[];
};
export type ContractRecord = {
  /** A calendar date, YYYY-MM-DD */
  renewalDate: string | null;
  /** A calendar date, YYYY-MM-DD */
  effectiveDate: string | null;
  /** A calendar date, YYYY-MM-DD */
  expirationDate: string | null;
  /** A calendar date, YYYY-MM-DD */
  cancelByDate: string | null;
  perpetual: boolean;
  autoRenews: boolean | null;
  renewalTermMonths: number | null;
  noticePeriodDays: number | null;
  currency: string | null;
  parties: string[];
  id: string;
  name: string;
  contractValue: number | null;
  reviewState: 'needs_review' | 'reviewed';
  source: 'gmail' | 'drive' | 'vault' | 'upload';
  sourceLocation: string | null;
  hasOriginalFile: boolean;
  createdAt: string;
  evidence: {
    [key: string]: string;
  };
  /** How sure the analysis was of each field it read, 0 to 1 */
  confidence: {
    [key: string]: number;
  };
  /** Fields a person gave or corrected; the others are the analysis */
  fieldSources: {
    [key: string]: 'analysis' | 'person';
  };
  /** Where Google shows the source (a Gmail message, a Drive file) */
  sourceUrl: string | null;
  /** The original file, for download */
  fileName: string | null;
  /** The current term was marked handled: no reminders for its dates */
  handled: boolean;
  /** Changes with every edit; the ETag is made from it */
  version: number;
  updatedAt: string;
  history: HistoryEntry[];
};
export type FoundContract = {
  /** A calendar date, YYYY-MM-DD */
  renewalDate: string | null;
  /** A calendar date, YYYY-MM-DD */
  effectiveDate: string | null;
  /** A calendar date, YYYY-MM-DD */
  expirationDate: string | null;
  /** A calendar date, YYYY-MM-DD */
  cancelByDate: string | null;
  perpetual: boolean;
  autoRenews: boolean | null;
  renewalTermMonths: number | null;
  noticePeriodDays: number | null;
  currency: string | null;
  parties: string[];
  /** The search result; send it back in /api/contracts/batch */
  id: string;
  name: string;
  subject: string | null;
  sourceLocation: string;
  /** Every place the same document was found */
  locations: string[];
  size: number;
  date: string | null;
  source: 'gmail' | 'drive';
  isContract: boolean;
  /** Why the item could not be read */
  error: string | null;
  amount: number | null;
  evidence: {
    [key: string]: string;
  };
  /** How sure the analysis was of each finding, 0 to 1 */
  confidence: {
    [key: string]: number;
  };
};
export type ReminderSettings = {
  enabled: boolean;
  /** Days before a date to remind: up to 10 distinct whole numbers from 0 to 365 */
  leadDays: number[];
  /** E-mail addresses */
  recipients: string[];
  /** IANA time zone: where the user’s day is */
  timeZone: string;
  /** Hour of the day (0-23) from which the day’s digest is sent */
  sendHour: number;
  /** Remind before cancel-by dates */
  cancelBy: boolean;
  /** Remind before renewal dates */
  renewal: boolean;
};
export type OutboxEntry = {
  id: string;
  recipient: string;
  /** A calendar date, YYYY-MM-DD */
  day: string;
  status: 'sent' | 'pending' | 'failed';
  attempts: number;
  /** Why it has not been delivered (yet) */
  reason: string | null;
  sentAt: string | null;
  items: {
    contractId: string | null;
    contractName: string;
    kind: 'cancel_by' | 'renewal';
    /** A calendar date, YYYY-MM-DD */
    dueDate: string;
    /** The shortest lead time by which it fell due */
    leadDays: number;
    late: boolean;
  }[];
};
export const {
  useGetHealthQuery,
  useRegisterMutation,
  useLoginMutation,
  useGetCurrentUserQuery,
  useListContractsQuery,
  useUploadContractsBatchMutation,
  useDeleteContractMutation,
  useGetContractQuery,
  useUpdateContractMutation,
  useDownloadContractQuery,
  useUploadContractsMutation,
  useExportContractsQuery,
  useGetDashboardStatsQuery,
  useGetGoogleAuthUrlQuery,
  useUploadGoogleCredentialsMutation,
  useGetGoogleStatusQuery,
  useGetGoogleAuthStatusQuery,
  useGetGmailProfileQuery,
  useTestGoogleConnectionQuery,
  useDisconnectGoogleMutation,
  useStartGmailSearchMutation,
  useGetGmailSearchStatusQuery,
  useProcessGmailSearchMutation,
  useGetReminderSettingsQuery,
  usePutReminderSettingsMutation,
  useSendTestReminderMutation,
  useGetReminderOutboxQuery,
  useGetCalendarFeedQuery,
  useRotateCalendarFeedMutation,
  useGetCalendarFeedFileQuery,
} = injectedRtkApi;
