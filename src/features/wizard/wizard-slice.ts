import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { WIZARD_STEP_COUNT } from '../../lib/constants';

/** The search-and-upload wizard: its step and the messages it shows (spec sections 2 and 4). */
export interface WizardState {
  step: number;
  completed: boolean;
  successMessage: string | null;
  errorMessage: string | null;
  /** Set when an account has just been connected, so the wizard moves on from step 0 once. */
  justConnected: boolean;
}

export const initialWizardState: WizardState = {
  step: 0,
  completed: false,
  successMessage: null,
  errorMessage: null,
  justConnected: false,
};

export const wizardSlice = createSlice({
  name: 'wizard',
  initialState: initialWizardState,
  reducers: {
    stepChanged(state, action: PayloadAction<number>) {
      state.step = Math.max(0, Math.min(WIZARD_STEP_COUNT - 1, action.payload));
    },
    successShown(state, action: PayloadAction<string>) {
      state.successMessage = action.payload;
      state.errorMessage = null;
    },
    errorShown(state, action: PayloadAction<string>) {
      state.errorMessage = action.payload;
      state.successMessage = null;
    },
    messagesCleared(state) {
      state.successMessage = null;
      state.errorMessage = null;
    },
    justConnectedSet(state, action: PayloadAction<boolean>) {
      state.justConnected = action.payload;
    },
  },
  selectors: {
    selectWizard: (state) => state,
  },
});

export const { stepChanged, successShown, errorShown, messagesCleared, justConnectedSet } = wizardSlice.actions;
export const { selectWizard } = wizardSlice.selectors;
