import { useEffect, useState } from 'react';

/**
 * Whether `ms` have passed since `since` (a time in ms since the epoch), or null when there is nothing to time.
 * For the spec's limits on polling (30 s of connection checks, 120 s of OAuth checks, the first status check 5 s
 * after a search starts): the polling itself is RTK Query's, this only says when a window closes.
 */
export function useTimePassed(since: number | null, ms: number): boolean {
  const [passedFor, setPassedFor] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(() => setPassedFor(since), Math.max(0, since + ms - Date.now()));
    return () => clearTimeout(timer);
  }, [since, ms]);
  return since !== null && passedFor === since;
}
