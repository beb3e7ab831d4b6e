// What the store loads on first use of the API (see `ThunkServices.api`): the API slice and RTK Query's focus and
// reconnect listeners. Kept apart so the first page a signed-out visitor downloads carries none of RTK Query.
export { api } from './api';
export { setupListeners } from '@reduxjs/toolkit/query';
