import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { TIMEOUTS } from '../lib/constants';

/** The token lives in the auth slice; read structurally so this file does not depend on the store's type. */
interface StateWithToken {
  auth: { token: string | null };
}

/** What some endpoints need beyond the generated request: the spec's time-outs, a form body, a binary answer. */
interface EndpointOptions {
  timeout?: number;
  /** The body goes as multipart form data (files and fields), as the server expects. */
  multipart?: boolean;
  /** The answer is a file: the cache keeps an object URL (a string), never the bytes. */
  file?: boolean;
}

/** Cross-cutting request options by endpoint name, in one place (spec section 9's time-outs among them). */
const ENDPOINT_OPTIONS: Record<string, EndpointOptions> = {
  startGmailSearch: { timeout: TIMEOUTS.searchStartMs },
  getGmailSearchStatus: { timeout: TIMEOUTS.searchStatusMs },
  processGmailSearch: { timeout: TIMEOUTS.processMs },
  uploadGoogleCredentials: { multipart: true },
  downloadContract: { file: true },
  exportContracts: { file: true },
};

function formData(body: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  return form;
}

async function fileOrError(response: Response): Promise<unknown> {
  return response.ok ? URL.createObjectURL(await response.blob()) : response.json();
}

/**
 * The API's one base query: the bearer token on every call, and each endpoint's options. An absolute base URL,
 * because fetch under Node (tests) cannot resolve a relative one.
 */
const fetchQuery = fetchBaseQuery({
  baseUrl: `${globalThis.location?.origin ?? 'http://localhost:3000'}/`,
  prepareHeaders(headers, { getState }) {
    const token = (getState() as StateWithToken).auth.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

export const appBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) => {
  const options = ENDPOINT_OPTIONS[api.endpoint];
  if (!options) return fetchQuery(args, api, extra);
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  if (options.timeout) request.timeout = options.timeout;
  if (options.multipart) request.body = formData(request.body as Record<string, string | Blob>);
  if (options.file) request.responseHandler = fileOrError;
  return fetchQuery(request, api, extra);
};
