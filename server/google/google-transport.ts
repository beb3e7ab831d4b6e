import { gaxios } from 'google-auth-library';

/** Google's hosts: accounts.google.com, oauth2.googleapis.com, gmail.googleapis.com, www.googleapis.com, ... */
const GOOGLE_ORIGIN = /^https:\/\/(?:[a-z0-9-]+\.)*(?:googleapis\.com|google\.com)(?=[/?]|$)/i;

/** The same URL on `baseUrl` instead of Google's host (path and query kept). */
export function rewriteGoogleUrl(url: string, baseUrl: string | undefined): string {
  return baseUrl ? url.replace(GOOGLE_ORIGIN, baseUrl) : url;
}

/**
 * The HTTP transport every Google client uses, without retries of its own. With GOOGLE_API_BASE_URL set, every
 * request to any Google host goes to that base instead; without it, to Google. Nothing a user uploads (a key file's
 * token_uri) picks the host. With a signal, every request (token refreshes included) is abandoned when it aborts:
 * a search being stopped does not wait for calls in flight.
 */
export function googleTransporter(
  baseUrl: string | undefined,
  signal?: AbortSignal,
): InstanceType<typeof gaxios.Gaxios> {
  const transporter = new gaxios.Gaxios({ timeout: 30_000 });
  transporter.interceptors.request.add({
    resolved: async (options) => {
      // Retrying is withRetries' job alone. The client libraries switch gaxios's own retry on for every call, and
      // it answers a 429 after 100 ms whatever Retry-After says (and multiplies the attempts under ours).
      options.retry = false;
      if (baseUrl && options.url) options.url = new URL(rewriteGoogleUrl(options.url.toString(), baseUrl));
      if (signal) options.signal = options.signal ? AbortSignal.any([options.signal, signal]) : signal;
      return options;
    },
  });
  return transporter;
}
