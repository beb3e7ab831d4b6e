import { SEARCH_MESSAGES } from '../../../lib/messages';
import { serverErrorMessage } from '../../../lib/server-error';
import { createAppAsyncThunk } from '../../../store/hooks';
import {
  contractsFound,
  errorShown,
  noContractsFound,
  processRetryOffered,
  searchStarted,
  selectedContractsScanned,
  selectWizard,
  successShown,
  uploadCompleted,
  WIZARD_REQUEST_PREFIX,
  type SearchCriteriaForm,
} from '../wizard-slice';
import { toBatchContract, toFoundContractForm } from './found-contracts';

/** Whether an RTK Query error is the base query's time-out (spec section 9's limits). */
export const isTimeout = (error: unknown) => (error as { status?: unknown } | null)?.status === 'TIMEOUT_ERROR';

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
  async (_: void, { dispatch, getState, extra }) => {
    const { criteria } = selectWizard(getState());
    if (criteria.keywords.length === 0) {
      dispatch(errorShown(SEARCH_MESSAGES.keywordRequired));
      return;
    }
    const api = await extra.api();
    try {
      const started = await dispatch(
        api.endpoints.startGmailSearch.initiate({ body: toSearchRequest(criteria) }),
      ).unwrap();
      dispatch(
        searchStarted({
          id: started.id,
          matterId: started.matterId,
          description: criteria.description,
          startedAt: Date.now(),
        }),
      );
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
  async (_: void, { dispatch, getState, extra }) => {
    const { search } = selectWizard(getState());
    if (!search) return;
    const api = await extra.api();
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
  async (_: void, { dispatch, getState, extra }) => {
    const ready = selectWizard(getState()).contracts.filter((contract) => contract.selected && contract.scanned);
    if (ready.length === 0) {
      dispatch(errorShown(SEARCH_MESSAGES.nothingToUpload));
      return;
    }
    const api = await extra.api();
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
