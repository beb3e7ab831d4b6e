import { authHandlers } from './auth';
import { contractHandlers } from './contracts';
import { googleHandlers } from './google';
import { searchHandlers } from './search';
import { reminderHandlers } from './reminders';

/** Every endpoint of the API, answered from the in-memory mock state. */
// The reminder handlers go first: their /contracts/export must win over /contracts/:id.
export const handlers = [
  ...reminderHandlers,
  ...authHandlers,
  ...contractHandlers,
  ...googleHandlers,
  ...searchHandlers,
];
