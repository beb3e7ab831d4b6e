import { authHandlers } from './auth';
import { contractHandlers } from './contracts';
import { googleHandlers } from './google';
import { searchHandlers } from './search';

/** Every endpoint of the API, answered from the in-memory mock state. */
export const handlers = [...authHandlers, ...contractHandlers, ...googleHandlers, ...searchHandlers];
