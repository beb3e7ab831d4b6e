import { useCallback } from 'react';
import { api } from '../../api/api';
import { saveFile } from '../../lib/save-file';
import { useAppDispatch } from '../../store/hooks';

/** Saves a contract's PDF as contract-{id}.pdf; rejects when the server does not deliver it. */
export function useContractDownload() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (id: string) => {
      const request = dispatch(
        api.endpoints.downloadContract.initiate({ id }, { subscribe: false, forceRefetch: true }),
      );
      // The base query answers files as an object URL (see base-query.ts), not the Blob the generated type names.
      saveFile((await request.unwrap()) as unknown as string, `contract-${id}.pdf`);
    },
    [dispatch],
  );
}
