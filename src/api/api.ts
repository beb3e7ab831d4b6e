import { generatedApi } from './generated';

/**
 * The one API slice: generated endpoints, enhanced here (and only here) with tags, polling and time-outs.
 * Auth calls are driven by the auth thunks, so they neither provide nor invalidate cache tags.
 */
export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    register: { invalidatesTags: [] },
    login: { invalidatesTags: [] },
    getCurrentUser: { providesTags: [] },
  },
});

export type { GetCurrentUserApiResponse as CurrentUserResponse } from './generated';
