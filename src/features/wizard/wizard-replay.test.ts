import { describe, expect, it, vi } from 'vitest';
import { mockState } from '../../../mocks/state';
import * as apiModule from '../../api/api-module';
import { sanitizeState } from '../../store/sanitize';
import { makeStore } from '../../store/store';
import { signedInState } from '../../test/render';
import { login } from '../auth';
import { searchStatusListeners } from './search/search-status';
import { scanSelectedContracts, startSearch, uploadContracts } from './search/search-thunks';
import { contractToggled, criteriaChanged, keywordAdded, stepChanged } from './wizard-slice';

/**
 * Support staff replay a user's session in Redux DevTools to see what the user saw. That works only if the wizard's
 * state follows from its actions alone (no clock, random id or server answer read in a reducer), and a downloaded
 * session must carry no secret.
 */
describe('a session downloaded for support', () => {
  it('holds no token or password, and replays into a fresh store to the same wizard state', async () => {
    const password = 'correct horse battery';
    const session = signedInState('replay@example.com');
    Object.assign(
      mockState.users.find((user) => user.id === session.user.id)!,
      { googleConnected: true, password },
    );
    const { store, services } = makeStore({ auth: { user: null, token: null, loading: false } }, [], apiModule);
    for (const listener of searchStatusListeners) store.dispatch(listener);

    await store.dispatch(login({ email: 'replay@example.com', password }));
    const token = store.getState().auth.token!;
    expect(token).toBeTruthy();
    store.dispatch(stepChanged(1));
    store.dispatch(criteriaChanged({ description: 'Q1 renewals', timeZone: 'Europe/Paris', startDate: '2025-01-01' }));
    store.dispatch(keywordAdded('renewal'));
    await store.dispatch(startSearch());
    // What the wizard's polling does every 5 s; the listeners process the results once the search completes.
    const { id } = store.getState().wizard.search!;
    for (let check = 0; check < 3; check++) {
      await store.dispatch(
        apiModule.api.endpoints.getGmailSearchStatus.initiate({ id }, { subscribe: false, forceRefetch: true }),
      );
    }
    await vi.waitFor(() => expect(store.getState().wizard.step).toBe(3));
    const [first] = store.getState().wizard.contracts;
    store.dispatch(contractToggled(first.id));
    await store.dispatch(scanSelectedContracts());
    await store.dispatch(uploadContracts());
    const finalState = store.getState().wizard;
    expect(finalState.completed).toBe(true);
    expect(finalState.contracts.filter((contract) => contract.scanned)).toHaveLength(2);

    const file = services.exportSession();
    const text = JSON.stringify(file);
    expect(text).not.toContain(token);
    expect(text).not.toContain(password);
    expect(text).not.toContain('annual fee of $48,000');

    const replay = makeStore(JSON.parse(file.preloadedState), [], apiModule).store;
    for (const action of JSON.parse(file.payload)) replay.dispatch(action);
    expect(replay.getState().wizard).toEqual(sanitizeState(finalState));
  });
});
