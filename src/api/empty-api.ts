import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './base-query';

/** The empty API slice the generated endpoints are injected into. */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  tagTypes: ['CurrentUser'],
  endpoints: () => ({}),
});
