import { startDemoBackend } from '../backend/start-demo-backend';
import { preloadPages } from '../../src/app/pages';

/**
 * The demo build's start: the mock server must answer before the app's first call (the user check), and every
 * screen's code is loaded up front so the demo keeps working once the network is gone.
 */
export async function startDemo(): Promise<void> {
  await startDemoBackend(import.meta.env.BASE_URL);
  void preloadPages();
}
