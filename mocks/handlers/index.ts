import { authHandlers } from './auth';

/** Every endpoint of the API, answered from the in-memory mock state. */
export const handlers = [...authHandlers];
