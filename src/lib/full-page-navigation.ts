/** The demo build routes in the URL's hash (it runs from static hosts that only serve files). */
export const HASH_ROUTING = import.meta.env.VITE_DEMO === 'true';

/**
 * Full page navigation (the spec sends a signed-in user on by a real page load). An object, so tests can observe
 * it: jsdom does not implement navigation.
 */
export const fullPageNavigation = {
  go(path: string): void {
    if (HASH_ROUTING) {
      window.location.hash = path;
      window.location.reload();
      return;
    }
    window.location.assign(path);
  },
};
