import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for component tests under Node. */
export const mockServer = setupServer(...handlers);
