import type { Contract } from '../../api/api';

/** Newest renewal first, undated contracts last (spec section 7, the list screen). */
export function sortByRenewalDateDesc<T extends Pick<Contract, 'renewalDate'>>(contracts: readonly T[]): T[] {
  return [...contracts].sort((a, b) => {
    if (!a.renewalDate) return b.renewalDate ? 1 : 0;
    if (!b.renewalDate) return -1;
    // ISO calendar dates compare correctly as strings.
    return b.renewalDate.localeCompare(a.renewalDate);
  });
}

/** Case-insensitive substring match on the name. */
export function filterByName<T extends Pick<Contract, 'name'>>(contracts: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  return needle ? contracts.filter((contract) => contract.name.toLowerCase().includes(needle)) : [...contracts];
}
