import type { BatchContract, FoundContract } from '../../api/generated';
import { DEFAULT_CONTRACT_NAME } from '../../lib/constants';

/**
 * A found contract as the wizard holds it (spec section 3's client form), plus the analysis fields the review
 * shows and the upload stores.
 */
export type FoundContractForm = {
  id: string;
  name: string;
  path: string;
  selected: boolean;
  size: number;
  lastModified: string;
  scanned: boolean;
  sourceType: FoundContract['source'];
  sourceLocation: string | null;
  /** 0 when none was detected (spec section 3). */
  amount: number;
} & Pick<
  FoundContract,
  | 'renewalDate'
  | 'parties'
  | 'currency'
  | 'effectiveDate'
  | 'expirationDate'
  | 'perpetual'
  | 'autoRenews'
  | 'renewalTermMonths'
  | 'noticePeriodDays'
  | 'cancelByDate'
  | 'evidence'
  | 'locations'
>;

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
  return {
    id: item.id || item.name || randomId(),
    name: item.name || item.subject || DEFAULT_CONTRACT_NAME,
    path: item.sourceLocation ?? '',
    selected: true,
    size: item.size ?? 0,
    lastModified: item.date ?? now,
    scanned: false,
    sourceType: item.source ?? 'gmail',
    sourceLocation: item.sourceLocation ?? null,
    renewalDate: item.renewalDate ?? null,
    amount: item.amount ?? 0,
    parties: item.parties ?? [],
    currency: item.currency ?? null,
    effectiveDate: item.effectiveDate ?? null,
    expirationDate: item.expirationDate ?? null,
    perpetual: item.perpetual ?? false,
    autoRenews: item.autoRenews ?? null,
    renewalTermMonths: item.renewalTermMonths ?? null,
    noticePeriodDays: item.noticePeriodDays ?? null,
    cancelByDate: item.cancelByDate ?? null,
    evidence: item.evidence ?? {},
    locations: item.locations ?? [],
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
