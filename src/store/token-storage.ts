import type { Storage } from 'redux-persist';
import { STORAGE_KEYS } from '../lib/constants';

interface PersistedAuth {
  token?: string | null;
}

/**
 * redux-persist storage (with `serialize: false`) that keeps the token exactly where the spec puts it:
 * localStorage `token`, with a backup in sessionStorage `auth_token_backup`.
 */
export const tokenStorage: Storage = {
  async getItem() {
    const token = localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.tokenBackup);
    return token ? { token } : null;
  },
  async setItem(_key: string, value: PersistedAuth) {
    if (value.token) {
      localStorage.setItem(STORAGE_KEYS.token, value.token);
      sessionStorage.setItem(STORAGE_KEYS.tokenBackup, value.token);
    } else {
      clearStoredToken();
    }
  },
  async removeItem() {
    clearStoredToken();
  },
};

export function clearStoredToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  sessionStorage.removeItem(STORAGE_KEYS.tokenBackup);
}

export function hasStoredToken(): boolean {
  return Boolean(localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.tokenBackup));
}
