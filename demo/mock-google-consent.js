// The demo's consent page: tells the app (the window that opened this popup, same origin) that the account was
// connected, with the message the real callback page sends, then closes.
const userId = new URLSearchParams(location.search).get('user');

document.getElementById('allow').addEventListener('click', () => {
  const app = window.opener;
  const email = app && app.renewalTrackerDemo ? app.renewalTrackerDemo.grantConsent(userId) : null;
  if (app) app.postMessage({ type: 'google-auth-complete', email }, location.origin);
  window.close();
});

document.getElementById('deny').addEventListener('click', () => window.close());
