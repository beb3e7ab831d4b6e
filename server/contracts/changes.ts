import type { HistoryEntry } from './schemas';

/** A change to record: who or what (an actor), which field, from what, to what. */
export interface Change {
  actor: string;
  field: string;
  from: HistoryEntry['from'];
  to: HistoryEntry['to'];
}

/** The actors that are not a person (a person is their e-mail address). */
export const ACTORS = { analysis: 'analysis', upload: 'upload', search: 'search', system: 'system' } as const;

/** The same value, as far as history is concerned (dates, numbers, lists of names). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
