// What other features may use of the auth feature.
export { selectToken, tokenStored } from './auth-slice';
export { login } from './auth-thunks';
