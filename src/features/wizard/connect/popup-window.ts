import { POPUP_SIZE } from '../../../lib/constants';

/** The popup opener, an object so tests can observe it (jsdom has no windows). */
export const popupWindow = {
  open(url: string): Window | null {
    const left = Math.max(0, (window.screen.width - POPUP_SIZE.width) / 2);
    const top = Math.max(0, (window.screen.height - POPUP_SIZE.height) / 2);
    return window.open(
      url,
      'google-auth',
      `width=${POPUP_SIZE.width},height=${POPUP_SIZE.height},left=${left},top=${top}`,
    );
  },
};
