import type { ContractFacts } from './schemas';

/** The longest notice period a contract can state: ten years. */
export const MAX_NOTICE_DAYS = 3650;
export const MAX_RENEWAL_MONTHS = 1200;
export const MAX_AMOUNT = 1e13;

/** What a person may not save, in the words the contract page shows; the mock backend answers with the same. */
export const CONTRACT_MESSAGES = {
  notFound: 'Contract not found',
  stale:
    'This contract was changed meanwhile (in another window or by someone else). Reload it and make your change again.',
  cancelByAfterRenewal: 'The cancel-by date must be on or before the renewal date.',
  noticeTooLong: `The notice period must be between 0 and ${MAX_NOTICE_DAYS.toLocaleString('en-US')} days (ten years).`,
  renewalPeriod: `The renewal period must be between 1 and ${MAX_RENEWAL_MONTHS.toLocaleString('en-US')} months.`,
  negativeAmount: 'The amount cannot be below zero.',
  amountTooLarge: 'The amount is too large.',
  currency: (code: string) => `"${code}" is not an ISO 4217 currency code (such as USD, EUR or GBP).`,
  endBeforeStart: 'The end of the initial term must be after the effective date.',
  perpetualWithEnd: 'A perpetual contract has no end date: clear the end date, or untick perpetual.',
  blankName: 'The contract needs a name.',
} as const;

let currencies: Set<string> | undefined;
/** ISO 4217 codes, as the runtime's ICU knows them. */
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

export interface EditableContract extends ContractFacts {
  name: string;
  contractValue: number | null;
}

/** Why a contract cannot be saved as it stands, or null when it can. Pure: the mock backend runs it too. */
export function contractProblem(contract: EditableContract): string | null {
  const { renewalDate, cancelByDate, noticePeriodDays, renewalTermMonths, contractValue, currency } = contract;
  if (!contract.name.trim()) return CONTRACT_MESSAGES.blankName;
  if (renewalDate && cancelByDate && cancelByDate > renewalDate) return CONTRACT_MESSAGES.cancelByAfterRenewal;
  if (noticePeriodDays !== null && (noticePeriodDays < 0 || noticePeriodDays > MAX_NOTICE_DAYS))
    return CONTRACT_MESSAGES.noticeTooLong;
  if (renewalTermMonths !== null && (renewalTermMonths < 1 || renewalTermMonths > MAX_RENEWAL_MONTHS))
    return CONTRACT_MESSAGES.renewalPeriod;
  if (contractValue !== null && contractValue < 0) return CONTRACT_MESSAGES.negativeAmount;
  if (contractValue !== null && contractValue > MAX_AMOUNT) return CONTRACT_MESSAGES.amountTooLarge;
  if (currency !== null && !isCurrencyCode(currency)) return CONTRACT_MESSAGES.currency(currency);
  if (contract.perpetual && contract.expirationDate) return CONTRACT_MESSAGES.perpetualWithEnd;
  if (contract.effectiveDate && contract.expirationDate && contract.expirationDate <= contract.effectiveDate)
    return CONTRACT_MESSAGES.endBeforeStart;
  return null;
}
