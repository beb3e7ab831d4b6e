import { mockState, resetMockState, type MockState } from '../../mocks/state';

/** Where the demo keeps its mock server's state, so a reload keeps accounts, contracts and searches. */
export const DEMO_STATE_KEY = 'renewal-tracker-demo-state';

export function loadDemoState(): boolean {
  const saved = localStorage.getItem(DEMO_STATE_KEY);
  if (!saved) return false;
  try {
    Object.assign(mockState, JSON.parse(saved) as MockState);
    return true;
  } catch {
    return false;
  }
}

/** Set by a reset: an answer still under way must not write the old state back before the page reloads. */
let resetting = false;

export function saveDemoState(): void {
  if (resetting) return;
  localStorage.setItem(DEMO_STATE_KEY, JSON.stringify(mockState));
}

/** Forgets everything the demo stored: accounts, contracts, searches and the signed-in token. */
export function resetDemoState(): void {
  resetting = true;
  resetMockState();
  localStorage.clear();
  sessionStorage.clear();
}
