import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { sanitizeAction, sanitizeState } from './sanitize';

/**
 * Redux DevTools options (development and demo builds): support staff replay sessions, and what they see is what a
 * downloaded support session holds, without tokens, passwords, key files or quoted document text.
 */
export const devToolsOptions = {
  actionSanitizer: <A extends Action>(action: A): A => sanitizeAction(action as unknown as UnknownAction) as never,
  stateSanitizer: <S>(state: S): S => sanitizeState(state),
};
