import { api, useGetGmailSearchStatusQuery } from '../../../api/api';
import { POLLING, STATUS_FAILURE_LIMIT } from '../../../lib/constants';
import { SEARCH_MESSAGES } from '../../../lib/messages';
import { useTimePassed } from '../../../lib/use-time-passed';
import { useAppSelector } from '../../../store/hooks';
import { addAppListener } from '../../../store/listeners';
import type { RootState } from '../../../store/store';
import { errorShown, selectWizard, statusCheckFailed, statusChecked } from '../wizard-slice';
import { isTimeout, processResults } from './search-thunks';

const { matchFulfilled, matchRejected } = api.endpoints.getGmailSearchStatus;

/** An answer counts only while the wizard still polls the search it asked about (not after an edit or a restart). */
const isAboutCurrentSearch = (state: RootState, id: string) => {
  const { polling, search } = selectWizard(state);
  return polling && search?.id === id;
};

/**
 * What the wizard does with each status check (spec section 4): COMPLETED processes the results, FAILED says so,
 * a failed check is counted and explained, and the fifth failure in a row gives up and offers Process Results.
 */
export const searchStatusListeners = [
  addAppListener({
    matcher: matchFulfilled,
    effect: async (action, { dispatch, getState }) => {
      if (!isAboutCurrentSearch(getState(), action.meta.arg.originalArgs.id)) return;
      const { status } = action.payload;
      dispatch(statusChecked({ finished: status === 'COMPLETED' || status === 'FAILED' }));
      if (status === 'COMPLETED') await dispatch(processResults());
      else if (status === 'FAILED') dispatch(errorShown(SEARCH_MESSAGES.failed));
    },
  }),
  addAppListener({
    matcher: matchRejected,
    effect: (action, { dispatch, getState }) => {
      // A check skipped because one was under way is not a failure.
      if (action.meta.condition || !isAboutCurrentSearch(getState(), action.meta.arg.originalArgs.id)) return;
      dispatch(statusCheckFailed());
      const failures = selectWizard(getState()).search?.statusCheckFailCount ?? 0;
      if (failures >= STATUS_FAILURE_LIMIT) dispatch(errorShown(SEARCH_MESSAGES.tooManyStatusFailures));
      else
        dispatch(
          errorShown(
            isTimeout(action.payload) ? SEARCH_MESSAGES.statusCheckTimedOut : SEARCH_MESSAGES.statusCheckError,
          ),
        );
    },
  }),
];

/**
 * The running search's status, checked every 5 s while the wizard polls (the first check 5 s after the start, as
 * every later one). Answers `undefined` until the first check has answered.
 */
export function useSearchStatus() {
  const { search, polling } = useAppSelector(selectWizard);
  const due = useTimePassed(search?.startedAt ?? null, POLLING.searchStatusMs);
  const { data } = useGetGmailSearchStatusQuery(
    { id: search?.id ?? '' },
    {
      skip: !search || !due,
      pollingInterval: polling ? POLLING.searchStatusMs : 0,
      skipPollingIfUnfocused: true,
    },
  );
  return data;
}
