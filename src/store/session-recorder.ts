import { isPlainObject, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { sanitizeAction, sanitizeState } from './sanitize';

/** The file Redux DevTools imports: the actions to replay, and the state they start from, each as JSON text. */
export interface SessionFile {
  payload: string;
  preloadedState: string;
}

interface Entry {
  action: UnknownAction;
  /** The store's state just before the action: the start of the session once older entries are dropped. */
  stateBefore: unknown;
}

interface QueryFulfilled {
  type: string;
  meta?: { arg?: { queryCacheKey?: string } };
}

/**
 * A query's answer as the cache holds it: RTK Query shares unchanged parts with the previous answer, so a list
 * polled every minute costs memory once, not once per poll.
 */
function withCachedPayload(action: UnknownAction, state: unknown): UnknownAction {
  const key = (action as QueryFulfilled).meta?.arg?.queryCacheKey;
  if (!key || !action.type.endsWith('/executeQuery/fulfilled')) return action;
  const data = (state as { api?: { queries?: Record<string, { data?: unknown }> } }).api?.queries?.[key]?.data;
  return data === undefined ? action : { ...action, payload: data };
}

/** Listener registrations carry functions: they are how screens react, not something to replay. */
const isRecordable = (action: unknown): action is UnknownAction =>
  isPlainObject(action) && !String((action as UnknownAction).type).startsWith('listenerMiddleware/');

/**
 * Keeps the last `limit` actions and the state before the first of them, in every build (Redux DevTools are off in
 * production), so a user can hand support a session to step through in DevTools: `exportSession()` answers it
 * sanitized, in the format DevTools imports.
 */
export function createSessionRecorder(limit = 300) {
  const entries: Entry[] = [];
  const middleware: Middleware = (store) => (next) => (action) => {
    if (!isRecordable(action)) return next(action);
    const stateBefore = store.getState();
    const result = next(action);
    entries.push({ action: withCachedPayload(action, store.getState()), stateBefore });
    if (entries.length > limit) entries.shift();
    return result;
  };
  const exportSession = (currentState: unknown): SessionFile => ({
    payload: JSON.stringify(entries.map((entry) => sanitizeAction(entry.action))),
    preloadedState: JSON.stringify(sanitizeState(entries[0]?.stateBefore ?? currentState)),
  });
  return { middleware, exportSession };
}
