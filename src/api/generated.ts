import { emptyApi as api } from './empty-api';
export const addTagTypes = ['health', 'auth'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({ url: `/api/auth/register`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['auth'],
      }),
      getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ['auth'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetHealthApiResponse = /** status 200 Default Response */ {
  status: 'ok';
};
export type GetHealthApiArg = void;
export type RegisterApiResponse = /** status 201 Default Response */ {
  id: string;
  email: string;
};
export type RegisterApiArg = {
  body: {
    email: string;
    password: string;
  };
};
export type LoginApiResponse = /** status 200 Default Response */ {
  token: string;
};
export type LoginApiArg = {
  body: {
    email: string;
    password: string;
  };
};
export type GetCurrentUserApiResponse = /** status 200 Default Response */ {
  id: string;
  email: string;
  googleConnected: boolean;
  googleWorkspaceEmail: string | null;
};
export type GetCurrentUserApiArg = void;
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const { useGetHealthQuery, useRegisterMutation, useLoginMutation, useGetCurrentUserQuery } = injectedRtkApi;
