import dayjs from 'dayjs';
import { saveFile } from '../lib/save-file';
import type { AppThunk } from '../store/hooks';

/**
 * Saves the recent actions and the state they started from, sanitized, as a file Redux DevTools imports: support
 * loads it (Import in the DevTools of a development or demo build) and steps through what the user saw.
 */
export const downloadSupportSession = (): AppThunk => (_dispatch, _getState, services) => {
  const session = services.exportSession();
  const file = new Blob([JSON.stringify(session)], { type: 'application/json' });
  saveFile(file, `renewal-tracker-session-${dayjs().format('YYYYMMDD-HHmm')}.json`);
};
