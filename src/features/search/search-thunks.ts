import { api } from '../../api/api';
import { STATUS_FAILURE_LIMIT } from '../../lib/constants';
import { SEARCH_MESSAGES } from '../../lib/messages';
import { serverErrorMessage } from '../../lib/server-error';
import { createAppAsyncThunk } from '../../store/hooks';
import {
  contractsFound,
  errorShown,
  noContractsFound,
  processRetryOffered,
  searchStarted,
  selectedContractsScanned,
  selectWizard,
  statusCheckFailed,
  statusReceived,
  successShown,
  uploadCompleted,
  WIZARD_REQUEST_PREFIX,
  type SearchCriteriaForm,
} from '../wizard/wizard-slice';
import { toBatchContract, toFoundContractForm } from './found-contracts';

const once = { subscribe: false, forceRefetch: true } as const;

const isTimeout = (error: unknown) => (error as { status?: unknown } | null)?.status === 'TIMEOUT_ERROR';

/** The error code a server body may carry (`code`, or the HTTP status name's code). */
function errorCode(error: unknown): string | undefined {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return typeof data?.code === 'string' || typeof data?.code === 'number' ? String(data.code) : undefined;
}

/** The request body of spec section 7: keyword texts, and the account list only when it applies. */
export function toSearchRequest(criteria: SearchCriteriaForm) {
  return {
    description: criteria.description,
    keywords: criteria.keywords.map((keyword) => keyword.text),
    startDate: criteria.startDate,
    endDate: criteria.endDate,
    service: criteria.service,
    dataSource: criteria.dataSource,
    entityType: criteria.entityType,
    specificAccounts: criteria.entityType === 'SPECIFIC_ACCOUNTS' ? criteria.specificAccounts : [],
    timeZone: criteria.timeZone,
    excludeDrafts: criteria.excludeDrafts,
    includeAllMatches: criteria.includeAllMatches,
  };
}

/** Step 1 -> 2: starts the search on the server and begins polling its status. */
export const startSearch = createAppAsyncThunk(
  `${WIZARD_REQUEST_PREFIX}startSearch`,
  async (_: void, { dispatch, getState }) => {
    const { criteria } = selectWizard(getState());
    if (criteria.keywords.length === 0) {
      dispatch(errorShown(SEARCH_MESSAGES.keywordRequired));
      return;
    }
    try {
      const started = await dispatch(
        api.endpoints.startGmailSearch.initiate({ body: toSearchRequest(criteria) }),
      ).unwrap();
      dispatch(searchStarted({ id: started.id, matterId: started.matterId, description: criteria.description }));
      dispatch(successShown(SEARCH_MESSAGES.started));
    } catch (error) {
      if (isTimeout(error)) {
        dispatch(errorShown(SEARCH_MESSAGES.startTimedOut));
        return;
      }
      const code = errorCode(error);
      const reason = serverErrorMessage(error) ?? SEARCH_MESSAGES.startFailed;
      dispatch(errorShown(`${reason}${code ? ` (Error code: ${code})` : ''}${SEARCH_MESSAGES.checkServerLogs}`));
    }
  },
);

/** Step 2 -> 3: the results of a completed search. None found keeps the user on step 2 with an edit option. */
export const processResults = createAppAsyncThunk(
  `${WIZARD_REQUEST_PREFIX}processResults`,
  async (_: void, { dispatch, getState }) => {
    const { search } = selectWizard(getState());
    if (!search) return;
    try {
      const { contracts } = await dispatch(api.endpoints.processGmailSearch.initiate({ searchId: search.id })).unwrap();
      if (!contracts || contracts.length === 0) {
        dispatch(noContractsFound());
        dispatch(errorShown(SEARCH_MESSAGES.noContractsFound));
        return;
      }
      const now = new Date().toISOString();
      dispatch(contractsFound(contracts.map((item) => toFoundContractForm(item, now, () => crypto.randomUUID()))));
      dispatch(successShown(SEARCH_MESSAGES.found(contracts.length)));
    } catch (error) {
      dispatch(processRetryOffered(true));
      if (isTimeout(error)) dispatch(errorShown(SEARCH_MESSAGES.processTimedOut, SEARCH_MESSAGES.processHint));
      else dispatch(errorShown(serverErrorMessage(error) ?? SEARCH_MESSAGES.processFailed));
    }
  },
);

/** One status check of the running search (polled every 5 s on step 2). */
export const checkSearchStatus = createAppAsyncThunk(
  'wizard/checkSearchStatus',
  async (_: void, { dispatch, getState }) => {
    const { search } = selectWizard(getState());
    if (!search) return;
    try {
      const state = await dispatch(api.endpoints.getGmailSearchStatus.initiate({ id: search.id }, once)).unwrap();
      // Edited or restarted meanwhile: this answer is about a search the wizard no longer shows.
      if (selectWizard(getState()).search?.id !== search.id) return;
      dispatch(
        statusReceived({ status: state.status, progress: state.progress ?? null, notice: state.notice ?? null }),
      );
      if (state.status === 'COMPLETED') await dispatch(processResults());
      else if (state.status === 'FAILED') dispatch(errorShown(SEARCH_MESSAGES.failed));
    } catch (error) {
      if (selectWizard(getState()).search?.id !== search.id) return;
      dispatch(statusCheckFailed());
      const failures = selectWizard(getState()).search?.statusCheckFailCount ?? 0;
      if (failures >= STATUS_FAILURE_LIMIT) dispatch(errorShown(SEARCH_MESSAGES.tooManyStatusFailures));
      else
        dispatch(errorShown(isTimeout(error) ? SEARCH_MESSAGES.statusCheckTimedOut : SEARCH_MESSAGES.statusCheckError));
    }
  },
);

/** Step 3 -> 4: the selected contracts are marked scanned (their analysis came with the results). */
export const scanSelectedContracts = createAppAsyncThunk(
  'wizard/scanSelected',
  async (_: void, { dispatch, getState }) => {
    const { contracts } = selectWizard(getState());
    if (!contracts.some((contract) => contract.selected)) {
      dispatch(errorShown(SEARCH_MESSAGES.selectAtLeastOne));
      return;
    }
    try {
      dispatch(selectedContractsScanned());
      dispatch(successShown(SEARCH_MESSAGES.scanned));
    } catch {
      dispatch(errorShown(SEARCH_MESSAGES.scanFailed));
    }
  },
);

/** Step 4 -> completed: stores the selected, scanned contracts. */
export const uploadContracts = createAppAsyncThunk(
  `${WIZARD_REQUEST_PREFIX}uploadContracts`,
  async (_: void, { dispatch, getState }) => {
    const ready = selectWizard(getState()).contracts.filter((contract) => contract.selected && contract.scanned);
    if (ready.length === 0) {
      dispatch(errorShown(SEARCH_MESSAGES.nothingToUpload));
      return;
    }
    try {
      await dispatch(
        api.endpoints.uploadContractsBatch.initiate({ body: { contracts: ready.map(toBatchContract) } }),
      ).unwrap();
      dispatch(successShown(SEARCH_MESSAGES.uploaded(ready.length)));
      dispatch(uploadCompleted());
    } catch {
      dispatch(errorShown(SEARCH_MESSAGES.uploadFailed));
    }
  },
);
