import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockState } from '../../mocks/state';
import { signedInState } from '../test/render';

// The sign-in page is the first thing a visitor downloads; RTK Query and the generated endpoints join the store
// only when a sign-in or the start-up user check needs them. The API's reducer is injected into the module's root
// reducer, so each test loads the store module afresh.
const freshModules = async () => {
  vi.resetModules();
  const [{ makeStore }, thunks] = await Promise.all([import('./store'), import('../features/auth/auth-thunks')]);
  return { makeStore, ...thunks };
};

describe('the store', () => {
  beforeEach(() => {
    mockState.users.push({
      id: 'u-lazy',
      email: 'lazy@example.com',
      password: 'secret1',
      googleConnected: false,
      googleWorkspaceEmail: null,
    });
  });

  it('starts without the API slice and installs it, reducer and middleware, on first use', async () => {
    const { makeStore } = await freshModules();
    const { state } = signedInState('lazy-start@example.com');
    const { store, services } = makeStore(state);
    expect(store.getState().api).toBeUndefined();

    const api = await services.api();
    expect(store.getState().api?.config.reducerPath).toBe('api');
    expect(await services.api()).toBe(api);
    const user = await store.dispatch(api.endpoints.getCurrentUser.initiate(undefined, { subscribe: false })).unwrap();
    expect(user.email).toBe('lazy-start@example.com');
  });

  it('signs in from a store built without the API', async () => {
    const { makeStore, login } = await freshModules();
    const { store } = makeStore({ auth: { user: null, token: null, loading: false } });
    expect(store.getState().api).toBeUndefined();
    const result = await store.dispatch(login({ email: 'lazy@example.com', password: 'secret1' }));
    expect(login.fulfilled.match(result)).toBe(true);
    expect(store.getState().auth.user?.email).toBe('lazy@example.com');
  });

  it('restores a stored session from a store built without the API', async () => {
    const { makeStore, checkAuth } = await freshModules();
    const { state, user } = signedInState('lazy-restore@example.com');
    const { store } = makeStore({ auth: { ...state.auth!, user: null, loading: true } });
    expect(store.getState().api).toBeUndefined();
    await store.dispatch(checkAuth());
    expect(store.getState().auth).toMatchObject({ loading: false, user: { id: user.id } });
  });
});
