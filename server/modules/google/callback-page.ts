/** What the OAuth callback tells the window that opened it. */
export interface CallbackResult {
  ok: boolean;
  email?: string;
  message: string;
  /** The app's origin: the only target the result is posted to. */
  origin: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The page the OAuth popup lands on. Its data sits in a non-executable JSON block (escaped so it cannot close the
 * tag); the script that posts it to the opener is a same-origin file, so the page needs no inline script.
 */
export function callbackPage(result: CallbackResult): string {
  const data = JSON.stringify(result).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Renewal Tracker - Google</title></head>
<body style="font-family: Roboto, Arial, sans-serif; padding: 32px">
<p id="message">${escapeHtml(result.message)}</p>
<p><a href="/upload-contracts">Back to Renewal Tracker</a></p>
<script type="application/json" id="google-result">${data}</script>
<script src="/api/google/callback.js"></script>
</body>
</html>`;
}

/**
 * Posts {type: 'google-auth-complete', email} to the opener, with the app's origin as the only target, and closes;
 * without an opener (redirect flow) it returns to the wizard with the result in the URL.
 */
export const CALLBACK_SCRIPT = `(function () {
  var result = JSON.parse(document.getElementById('google-result').textContent);
  if (window.opener && !window.opener.closed) {
    if (result.ok) {
      window.opener.postMessage({ type: 'google-auth-complete', email: result.email }, result.origin);
      window.close();
    } else {
      window.opener.postMessage({ type: 'google-auth-error', message: result.message }, result.origin);
    }
    return;
  }
  if (result.ok) {
    window.location.replace('/upload-contracts?google-connected=true&email=' + encodeURIComponent(result.email));
  }
})();
`;
