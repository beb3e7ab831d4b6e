import { setupWorker } from 'msw/browser';
import { handlers } from '../../mocks/handlers';
import { mockHooks, mockState, nextId, type MockUser } from '../../mocks/state';
import { seedDemoContracts } from './demo-contracts';
import { loadDemoState, saveDemoState } from './persistence';

export const DEMO_ACCOUNT = { email: 'demo@renewaltracker.test', password: 'demo1234' } as const;
export const DEMO_MAILBOX = 'me@gmail.test';

declare global {
  interface Window {
    /** Called by the demo's consent page (in the popup) when the presenter clicks Allow. */
    renewalTrackerDemo?: { grantConsent(userId: string): string | null };
  }
}

/**
 * Starts the in-browser mock server: every API call of the app is answered by the same MSW handlers the component
 * tests use, from a state kept in localStorage. A first visit creates the demo account with its contracts.
 */
export async function startDemoBackend(baseUrl: string): Promise<void> {
  if (!loadDemoState()) {
    const user: MockUser = {
      id: nextId('user'),
      ...DEMO_ACCOUNT,
      googleConnected: false,
      googleWorkspaceEmail: null,
    };
    mockState.users.push(user);
    seedDemoContracts(user.id);
    saveDemoState();
  }
  mockHooks.userCreated = (user) => seedDemoContracts(user.id);
  window.renewalTrackerDemo = {
    grantConsent(userId) {
      const user = mockState.users.find((candidate) => candidate.id === userId);
      if (!user) return null;
      user.googleConnected = true;
      user.googleWorkspaceEmail = DEMO_MAILBOX;
      user.connectionKind = 'oauth';
      saveDemoState();
      return DEMO_MAILBOX;
    },
  };
  const worker = setupWorker(...handlers);
  // Every answered call may have changed the state: keep it for the next page load.
  worker.events.on('response:mocked', () => saveDemoState());
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js` },
    // Scripts, styles and fonts come from the static host.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
