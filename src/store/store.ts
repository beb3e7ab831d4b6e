import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
  type Middleware,
  type WithSlice,
} from '@reduxjs/toolkit';
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
import type { api } from '../api/api';
import type * as ApiModuleExports from '../api/api-module';
import { authSlice, type AuthState } from '../features/auth/auth-slice';
import { devToolsOptions } from './devtools';
import { createSessionRecorder, type SessionFile } from './session-recorder';
import { tokenStorage } from './token-storage';
import { connectionSlice } from '../features/wizard/connect/connection-slice';
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

export type Api = typeof api;
type ApiModule = typeof ApiModuleExports;

/** The API slice (RTK Query) joins the store on first use: see `ThunkServices.api`. */
const rootReducer = combineSlices(
  { [authSlice.reducerPath]: persistedAuth },
  wizardSlice,
  connectionSlice,
).withLazyLoadedSlices<WithSlice<Api>>();

export type RootState = ReturnType<typeof rootReducer>;

/** Dispatched once the API slice is in the store, so its state exists before any screen reads it. */
export const apiInstalled = createAction('app/apiInstalled');

/** Services thunks may use; filled in once the persistor exists. */
export interface ThunkServices {
  flushPersistence(): Promise<void>;
  /**
   * The API slice, loaded and installed in this store on first call. Screens that use its hooks are shown only
   * after the start-up user check or a sign-in, both of which call this first.
   */
  api(): Promise<Api>;
  /** The recent actions and the state they started from, sanitized, as Redux DevTools imports them. */
  exportSession(): SessionFile;
}

/**
 * A new store (one per test, one per page load), with its persistor. `extraMiddleware` is for tests (recording);
 * tests that render screens using the API's hooks directly pass `apiModule` to have it installed from the start.
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  extraMiddleware: Middleware[] = [],
  apiModule?: ApiModule,
) {
  const dynamicMiddleware = createDynamicMiddleware();
  let installed: Promise<Api> | undefined;
  const recorder = createSessionRecorder();
  const services: ThunkServices = {
    flushPersistence: async () => {},
    exportSession: () => recorder.exportSession(store.getState()),
    api: () =>
      (installed ??= import('../api/api-module').then(install, (error: unknown) => {
        // A chunk that failed to load (offline for a moment) is tried again on the next call.
        installed = undefined;
        throw error;
      })),
  };
  if (apiModule) rootReducer.inject(apiModule.api);
  // Screens register their reactions to answers here while they are open (`useAppListeners`).
  const listeners = createListenerMiddleware({ extra: services });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(dynamicMiddleware.middleware, recorder.middleware, ...extraMiddleware),
    devTools: (import.meta.env.DEV || import.meta.env.VITE_DEVTOOLS === 'true') && devToolsOptions,
  });

  function install({ api, setupListeners }: ApiModule): Api {
    rootReducer.inject(api);
    dynamicMiddleware.addMiddleware(api.middleware);
    setupListeners(store.dispatch);
    store.dispatch(apiInstalled());
    return api;
  }
  if (apiModule) installed = Promise.resolve(install(apiModule));
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
