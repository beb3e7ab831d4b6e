import { useCallback } from 'react';
import { api } from '../../api/api';
import { useAppDispatch } from '../../store/hooks';

/** Saves a contract's PDF as contract-{id}.pdf; rejects when the server does not deliver it. */
export function useContractDownload() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (id: string) => {
      const request = dispatch(
        api.endpoints.downloadContract.initiate({ id }, { subscribe: false, forceRefetch: true }),
      );
      // The enhanced endpoint answers an object URL (see api.ts), not the Blob the generated type names.
      const objectUrl = (await request.unwrap()) as unknown as string;
      try {
        const link = document.createElement('a');
        link.href = objectUrl;
        link.download = `contract-${id}.pdf`;
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        URL.revokeObjectURL(objectUrl);
      }
    },
    [dispatch],
  );
}
