import type { BatchContract, FoundContract } from '../../../api/generated';
import { DEFAULT_CONTRACT_NAME } from '../../../lib/constants';

/**
 * What a found contract carries only for the wizard's screens; the upload leaves it out (the server keeps the
 * analysis's confidence itself).
 */
type ScreenOnly = 'subject' | 'date' | 'source' | 'isContract' | 'error' | 'locations' | 'confidence';

/**
 * A found contract as the wizard holds it (spec section 3's client form): the server's result with the spec's
 * fallbacks (renewal date null, amount 0, no parties), the client's own fields (selection, scan) and the places it
 * was found. Other facts are as the server sent them: an older server may send fewer.
 */
export type FoundContractForm = Partial<Omit<FoundContract, ScreenOnly | 'amount' | 'sourceLocation'>> & {
  id: string;
  name: string;
  size: number;
  renewalDate: string | null;
  parties: string[];
  path: string;
  sourceLocation: string | null;
  selected: boolean;
  scanned: boolean;
  lastModified: string;
  sourceType: FoundContract['source'];
  /** 0 when none was detected (spec section 3). */
  amount: number;
  locations: string[];
};

/** What a server answer may leave out: older servers and other backends send less. */
export type FoundContractResponse = Partial<FoundContract> & { subject?: string | null };

/**
 * The client form of a processing result, with the spec's fallbacks. `now` and `randomId` come from the caller,
 * so the action that carries the result replays to the same state.
 */
export function toFoundContractForm(
  item: FoundContractResponse,
  now: string,
  randomId: () => string,
): FoundContractForm {
  const {
    subject,
    date,
    source,
    isContract: _isContract,
    error: _error,
    confidence: _confidence,
    locations,
    amount,
    ...facts
  } = item;
  return {
    ...facts,
    id: item.id || item.name || randomId(),
    name: item.name || subject || DEFAULT_CONTRACT_NAME,
    path: item.sourceLocation ?? '',
    selected: true,
    size: item.size ?? 0,
    lastModified: date ?? now,
    scanned: false,
    sourceType: source ?? 'gmail',
    sourceLocation: item.sourceLocation ?? null,
    renewalDate: item.renewalDate ?? null,
    amount: amount ?? 0,
    parties: item.parties ?? [],
    locations: locations ?? [],
  };
}

/** What the upload sends for one contract: the form without what only the screen needs. */
export function toBatchContract({ locations: _locations, ...form }: FoundContractForm): BatchContract {
  return {
    ...form,
    name: form.name.slice(0, 500),
    amount: form.amount || null,
    currency: form.amount ? form.currency : null,
  };
}
