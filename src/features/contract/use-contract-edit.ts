import { useState } from 'react';
import { useUpdateContractMutation, type ContractRecord } from '../../api/api';
import { CONTRACT_MESSAGES } from '../../lib/messages';
import { serverErrorMessage } from '../../lib/server-error';
import type { Edit } from './contract-fields';

/**
 * Saves a person's change to the version of the record they saw (If-Match): a change made meanwhile elsewhere is
 * never overwritten; the server says so (412) and the page shows the record as it now is.
 */
export function useContractEdit(record: ContractRecord | undefined, reload: () => void) {
  const [update, { isLoading }] = useUpdateContractMutation();
  const [error, setError] = useState<string | null>(null);

  async function save(edit: Edit): Promise<boolean> {
    if (!record) return false;
    setError(null);
    try {
      await update({ id: record.id, 'if-match': `"v${record.version}"`, body: edit }).unwrap();
      return true;
    } catch (failure) {
      setError(serverErrorMessage(failure) ?? CONTRACT_MESSAGES.editFailed);
      if ((failure as { status?: unknown }).status === 412) reload();
      return false;
    }
  }
  return { save, saving: isLoading, error, clearError: () => setError(null) };
}
