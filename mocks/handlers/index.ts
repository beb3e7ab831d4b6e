import { authHandlers } from './auth';
import { contractHandlers } from './contracts';

/** Every endpoint of the API, answered from the in-memory mock state. */
export const handlers = [...authHandlers, ...contractHandlers];
