/**
 * Full page navigation (the spec sends a signed-in user on by a real page load). An object, so tests can observe
 * it: jsdom does not implement navigation.
 */
export const fullPageNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
