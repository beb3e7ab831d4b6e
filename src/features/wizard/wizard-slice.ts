import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_SEARCH_DESCRIPTION, STATUS_FAILURE_LIMIT, WIZARD_STEP_COUNT } from '../../lib/constants';
import type { FoundContractForm } from './search/found-contracts';

export interface Keyword {
  text: string;
}

/** Search criteria (spec section 3); dates are calendar days, YYYY-MM-DD. */
export interface SearchCriteriaForm {
  description: string;
  keywords: Keyword[];
  startDate: string | null;
  endDate: string | null;
  service: 'MAIL' | 'DRIVE' | 'GROUPS' | 'HANGOUTS_CHAT' | 'ALL';
  dataSource: 'ALL_DATA' | 'HELD_DATA' | 'UNPROCESSED_DATA';
  entityType: 'ALL_ACCOUNTS' | 'SPECIFIC_ACCOUNTS';
  specificAccounts: string[];
  timeZone: string;
  excludeDrafts: boolean;
  includeAllMatches: boolean;
}

/**
 * The running search as the wizard tracks it (spec section 3). Its status and progress are the server's: they live
 * in the API cache (`getGmailSearchStatus`), read by the step that shows them.
 */
export interface SearchRecord {
  id: string;
  matterId: string;
  description: string;
  /** When it was started (ms since the epoch): the first status check is due 5 s later. */
  startedAt: number;
  /** Status checks that failed in a row. */
  statusCheckFailCount: number;
}

/** The search-and-upload wizard: step, messages, criteria, the search and its contracts (spec sections 2-4). */
export interface WizardState {
  step: number;
  completed: boolean;
  successMessage: string | null;
  errorMessage: string | null;
  /** A hint under the error (the 'Process Results' time-out). */
  errorHint: string | null;
  /** Set when an account has just been connected, so the wizard moves on from step 0 once. */
  justConnected: boolean;
  criteria: SearchCriteriaForm;
  search: SearchRecord | null;
  /** The search's status is being checked (every 5 s on step 2). */
  polling: boolean;
  contracts: FoundContractForm[];
  /** A request of the wizard is under way: its buttons are disabled. */
  requestInProgress: boolean;
  /** Processing timed out or status checks gave up: the 'Process Results' button is offered. */
  processRetryOffered: boolean;
}

export const initialCriteria: SearchCriteriaForm = {
  description: DEFAULT_SEARCH_DESCRIPTION,
  keywords: [],
  startDate: null,
  endDate: null,
  service: 'MAIL',
  dataSource: 'ALL_DATA',
  entityType: 'ALL_ACCOUNTS',
  specificAccounts: [],
  timeZone: 'UTC',
  excludeDrafts: true,
  includeAllMatches: false,
};

export const initialWizardState: WizardState = {
  step: 0,
  completed: false,
  successMessage: null,
  errorMessage: null,
  errorHint: null,
  justConnected: false,
  criteria: initialCriteria,
  search: null,
  polling: false,
  contracts: [],
  requestInProgress: false,
  processRetryOffered: false,
};

/** Thunks of the wizard that talk to the server are named under this prefix; they disable its buttons. */
export const WIZARD_REQUEST_PREFIX = 'wizard/request/';
const isRequest = (suffix: string) => (action: UnknownAction) =>
  action.type.startsWith(WIZARD_REQUEST_PREFIX) && action.type.endsWith(suffix);

export const wizardSlice = createSlice({
  name: 'wizard',
  initialState: initialWizardState,
  reducers: {
    stepChanged(state, action: PayloadAction<number>) {
      state.step = Math.max(0, Math.min(WIZARD_STEP_COUNT - 1, action.payload));
    },
    successShown(state, action: PayloadAction<string>) {
      state.successMessage = action.payload;
      state.errorMessage = null;
      state.errorHint = null;
    },
    errorShown: {
      reducer(state, action: PayloadAction<{ message: string; hint: string | null }>) {
        state.errorMessage = action.payload.message;
        state.errorHint = action.payload.hint;
        state.successMessage = null;
      },
      prepare: (message: string, hint: string | null = null) => ({ payload: { message, hint } }),
    },
    messagesCleared(state) {
      state.successMessage = null;
      state.errorMessage = null;
      state.errorHint = null;
    },
    justConnectedSet(state, action: PayloadAction<boolean>) {
      state.justConnected = action.payload;
    },
    criteriaChanged(state, action: PayloadAction<Partial<SearchCriteriaForm>>) {
      Object.assign(state.criteria, action.payload);
    },
    keywordAdded(state, action: PayloadAction<string>) {
      const text = action.payload.trim();
      const known = state.criteria.keywords.some((keyword) => keyword.text.toLowerCase() === text.toLowerCase());
      if (text && !known) state.criteria.keywords.push({ text });
    },
    keywordRemoved(state, action: PayloadAction<number>) {
      state.criteria.keywords.splice(action.payload, 1);
    },
    searchStarted(
      state,
      action: PayloadAction<{ id: string; matterId?: string | null; description: string; startedAt: number }>,
    ) {
      // The start response's status is not shown (spec section 4): the first check tells it.
      state.search = {
        id: action.payload.id,
        matterId: action.payload.matterId || 'direct-api',
        description: action.payload.description,
        startedAt: action.payload.startedAt,
        statusCheckFailCount: 0,
      };
      state.contracts = [];
      state.polling = true;
      state.processRetryOffered = false;
      state.step = 2;
    },
    /** A status check answered; a finished search (COMPLETED or FAILED) is no longer polled. */
    statusChecked(state, action: PayloadAction<{ finished: boolean }>) {
      if (!state.search) return;
      state.search.statusCheckFailCount = 0;
      if (action.payload.finished) state.polling = false;
    },
    statusCheckFailed(state) {
      if (!state.search) return;
      state.search.statusCheckFailCount += 1;
      if (state.search.statusCheckFailCount >= STATUS_FAILURE_LIMIT) {
        state.polling = false;
        state.processRetryOffered = true;
      }
    },
    processRetryOffered(state, action: PayloadAction<boolean>) {
      state.processRetryOffered = action.payload;
    },
    contractsFound(state, action: PayloadAction<FoundContractForm[]>) {
      state.contracts = action.payload;
      state.polling = false;
      state.processRetryOffered = false;
      state.step = 3;
    },
    noContractsFound(state) {
      state.polling = false;
      state.processRetryOffered = false;
    },
    contractToggled(state, action: PayloadAction<string>) {
      const contract = state.contracts.find((candidate) => candidate.id === action.payload);
      if (contract) contract.selected = !contract.selected;
    },
    allContractsSelected(state, action: PayloadAction<boolean>) {
      for (const contract of state.contracts) contract.selected = action.payload;
    },
    selectedContractsScanned(state) {
      for (const contract of state.contracts) if (contract.selected) contract.scanned = true;
      state.step = 4;
    },
    uploadCompleted(state) {
      state.completed = true;
    },
    searchEdited(state) {
      state.polling = false;
      state.search = null;
      state.contracts = [];
      state.successMessage = null;
      state.errorMessage = null;
      state.errorHint = null;
      state.processRetryOffered = false;
      state.step = 1;
    },
    newSearchStarted(state) {
      state.contracts = [];
      state.search = null;
      state.polling = false;
      state.successMessage = null;
      state.errorMessage = null;
      state.errorHint = null;
      state.processRetryOffered = false;
      state.completed = false;
      state.step = 0;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(isRequest('/pending'), (state) => {
        state.requestInProgress = true;
      })
      .addMatcher(isRequest('/fulfilled'), (state) => {
        state.requestInProgress = false;
      })
      .addMatcher(isRequest('/rejected'), (state) => {
        state.requestInProgress = false;
      });
  },
  selectors: {
    selectWizard: (state) => state,
    selectCriteria: (state) => state.criteria,
    selectSearch: (state) => state.search,
    selectFoundContracts: (state) => state.contracts,
  },
});

export const {
  stepChanged,
  successShown,
  errorShown,
  messagesCleared,
  justConnectedSet,
  criteriaChanged,
  keywordAdded,
  keywordRemoved,
  searchStarted,
  statusChecked,
  statusCheckFailed,
  processRetryOffered,
  contractsFound,
  noContractsFound,
  contractToggled,
  allContractsSelected,
  selectedContractsScanned,
  uploadCompleted,
  searchEdited,
  newSearchStarted,
} = wizardSlice.actions;
export const { selectWizard, selectCriteria, selectSearch, selectFoundContracts } = wizardSlice.selectors;
