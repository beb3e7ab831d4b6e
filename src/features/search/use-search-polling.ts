import { useEffect, useRef } from 'react';
import { POLLING } from '../../lib/constants';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectWizard } from '../wizard/wizard-slice';
import { checkSearchStatus } from './search-thunks';

/**
 * Checks the search's status every 5 s while the wizard polls and shows step 2 (spec section 4). A check still
 * under way (up to its 10 s time-out) is not doubled by the next tick.
 */
export function useSearchPolling(): void {
  const dispatch = useAppDispatch();
  const { polling, step, search } = useAppSelector(selectWizard);
  const active = polling && step === 2 && search !== null;
  const inFlight = useRef(false);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (inFlight.current) return;
      inFlight.current = true;
      void dispatch(checkSearchStatus()).finally(() => {
        inFlight.current = false;
      });
    }, POLLING.searchStatusMs);
    return () => clearInterval(timer);
  }, [active, dispatch]);
}
