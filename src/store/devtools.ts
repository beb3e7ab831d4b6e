import type { Action } from '@reduxjs/toolkit';

interface WithArgs {
  meta?: { arg?: { originalArgs?: { body?: { password?: unknown } } } };
}

/**
 * Redux DevTools options: support staff replay sessions, but passwords typed into the auth forms never show up in
 * the recorded actions.
 */
export const devToolsOptions = {
  actionSanitizer: <A extends Action>(action: A): A => {
    const body = (action as WithArgs).meta?.arg?.originalArgs?.body;
    if (!body || body.password === undefined) return action;
    const clone = structuredClone(action) as A & WithArgs;
    clone.meta!.arg!.originalArgs!.body!.password = '[redacted]';
    return clone;
  },
};
