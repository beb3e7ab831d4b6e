import { isPlainObject, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { mockState } from '../../../mocks/state';
import { signedInState } from '../../test/render';
import * as apiModule from '../../api/api-module';
import { makeStore } from '../../store/store';
import { checkSearchStatus, scanSelectedContracts, startSearch, uploadContracts } from '../search/search-thunks';
import { contractToggled, criteriaChanged, keywordAdded, stepChanged } from './wizard-slice';

/**
 * Support staff replay a user's recorded actions in Redux DevTools to see what the user saw. That works only if
 * the wizard's state follows from its actions alone: no clock, random id or server answer read in a reducer.
 */
describe('the wizard slice', () => {
  it('reaches the same state when a full run is replayed into a fresh store', async () => {
    const session = signedInState();
    Object.assign(
      mockState.users.find((user) => user.id === session.user.id)!,
      { googleConnected: true },
    );
    const recorded: UnknownAction[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      if (isPlainObject(action)) recorded.push(structuredClone(action) as UnknownAction);
      return next(action);
    };
    const { store } = makeStore(session.state, [recorder], apiModule);

    store.dispatch(stepChanged(1));
    store.dispatch(criteriaChanged({ description: 'Q1 renewals', timeZone: 'Europe/Paris', startDate: '2025-01-01' }));
    store.dispatch(keywordAdded('renewal'));
    await store.dispatch(startSearch());
    for (let check = 0; check < 3; check++) await store.dispatch(checkSearchStatus());
    const [first] = store.getState().wizard.contracts;
    store.dispatch(contractToggled(first.id));
    await store.dispatch(scanSelectedContracts());
    await store.dispatch(uploadContracts());
    const finalState = store.getState().wizard;
    expect(finalState.completed).toBe(true);
    expect(finalState.contracts.filter((contract) => contract.scanned)).toHaveLength(2);

    const replay = makeStore(session.state, [], apiModule).store;
    for (const action of recorded) replay.dispatch(action);
    expect(replay.getState().wizard).toEqual(finalState);
  });
});
