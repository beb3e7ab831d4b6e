import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
  type Persistor,
} from 'redux-persist';
import { api } from '../api/api';
import { authSlice, type AuthState } from '../features/auth/auth-slice';
import { devToolsOptions } from './devtools';
import { tokenStorage } from './token-storage';
import { connectionSlice } from '../features/connection/connection-slice';
import { wizardSlice } from '../features/wizard/wizard-slice';

/**
 * Only the token survives a reload; everything else is fetched again. The `_persist` bookkeeping key is left out
 * of the state's type so tests can preload plain auth state.
 */
const authPersistConfig: PersistConfig<AuthState> & { deserialize: false } = {
  key: 'auth',
  storage: tokenStorage,
  whitelist: ['token'],
  // The storage adapter takes and gives plain objects (`deserialize` is read by redux-persist but not typed).
  serialize: false,
  deserialize: false,
};
const persistedAuth = persistReducer(authPersistConfig, authSlice.reducer) as unknown as typeof authSlice.reducer;

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.reducerPath]: persistedAuth,
  [wizardSlice.reducerPath]: wizardSlice.reducer,
  [connectionSlice.reducerPath]: connectionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Services thunks may use; filled in once the persistor exists. */
export interface ThunkServices {
  flushPersistence(): Promise<void>;
}

/** A new store (one per test, one per page load), with its persistor. `extraMiddleware` is for tests (recording). */
export function makeStore(preloadedState?: Partial<RootState>, extraMiddleware: Middleware[] = []) {
  const services: ThunkServices = { flushPersistence: async () => {} };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware, ...extraMiddleware),
    devTools: (import.meta.env.DEV || import.meta.env.VITE_DEVTOOLS === 'true') && devToolsOptions,
  });
  setupListeners(store.dispatch);
  return { store, services };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];

/** Starts persistence; `onRehydrated` runs once the stored token is back in the state. */
export function startPersistence(
  { store, services }: ReturnType<typeof makeStore>,
  onRehydrated: () => void,
): Persistor {
  const persistor = persistStore(store, null, onRehydrated);
  services.flushPersistence = () => persistor.flush();
  return persistor;
}
