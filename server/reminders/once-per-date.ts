/** What identifies a reminder's date, and the lead time it fell due by. */
interface DatedReminder {
  digestId: string;
  contractId: string | null;
  kind: string;
  dueDate: string;
  leadDays: number;
}

/**
 * Each date of a digest once, however many of its lead times fell due (after a missed check, or for a contract
 * added close to its date, several do): the one with the shortest lead time, the reminder that fell due last.
 */
export function oncePerDate<T extends DatedReminder>(rows: T[]): T[] {
  const kept = new Map<string, T>();
  for (const row of rows) {
    const key = `${row.digestId}/${row.contractId}/${row.kind}/${row.dueDate}`;
    const seen = kept.get(key);
    if (!seen || row.leadDays < seen.leadDays) kept.set(key, row);
  }
  return [...kept.values()];
}
