// What every hardening suite prints: its figures, one line each, so a run reads as a report.
export const LONG = process.env.SOAK === '1';

export function report(suite: string, figures: Record<string, string | number>): void {
  const line = Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  console.log(`[hardening] ${suite}: ${line}`);
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Samples this process's resident memory while `run` goes; answers the start, peak and end in MB. */
export async function watchMemory<T>(
  run: () => Promise<T>,
): Promise<{ result: T; rss: { start: number; peak: number; end: number } }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 200);
  try {
    const result = await run();
    const end = process.memoryUsage.rss();
    return { result, rss: { start: mb(start), peak: mb(Math.max(peak, end)), end: mb(end) } };
  } finally {
    clearInterval(timer);
  }
}
