import { useEffect } from 'react';
import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { useAppDispatch } from './hooks';
import type { AppDispatch, RootState, ThunkServices } from './store';

/** Adds a listener to the store's listener middleware; its effects get the store's thunk services as `extra`. */
export const addAppListener = addListener.withTypes<RootState, AppDispatch, ThunkServices>();

export type AppListener = ReturnType<typeof addAppListener>;

/**
 * Registers a screen's reactions to actions (answers of the API above all) while the screen is open. Screens are
 * loaded on demand, so their listeners join the store with their code rather than with the store.
 */
export function useAppListeners(listeners: readonly AppListener[]): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const unsubscribes = listeners.map((listener) => dispatch(listener) as unknown as UnsubscribeListener);
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [dispatch, listeners]);
}
