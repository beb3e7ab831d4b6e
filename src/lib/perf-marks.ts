import { useEffect, type DependencyList } from 'react';

/**
 * Performance marks for the speed benchmarks (`npm run bench:web` reads them) and for anyone profiling in the
 * browser: `markStart(name)` when work begins, `useMeasureAfterRender(name, deps)` records `name` once React has
 * committed what the work changed.
 */
export function markStart(name: string): void {
  performance.mark(`${name}:start`);
}

export function useMeasureAfterRender(name: string, deps: DependencyList): void {
  useEffect(() => {
    if (performance.getEntriesByName(`${name}:start`, 'mark').length === 0) return;
    performance.measure(name, `${name}:start`);
    performance.clearMarks(`${name}:start`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
