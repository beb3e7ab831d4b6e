import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState, ThunkServices } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkServices;
  rejectValue: string;
}>();

/** A plain thunk: no lifecycle actions, for fire-and-forget work such as preloading. */
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ThunkServices, UnknownAction>;
