import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The token lives in the auth slice; read structurally so this file does not depend on the store's type. */
interface StateWithToken {
  auth: { token: string | null };
}

/**
 * The empty API slice the generated endpoints are injected into. An absolute base URL, because fetch under Node
 * (tests) cannot resolve a relative one.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: `${globalThis.location?.origin ?? 'http://localhost:3000'}/`,
    prepareHeaders(headers, { getState }) {
      const token = (getState() as StateWithToken).auth.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['CurrentUser'],
  endpoints: () => ({}),
});
