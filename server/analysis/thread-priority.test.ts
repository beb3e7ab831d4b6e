import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisPool, type AnalysisPool } from './pool';
import { BACKGROUND_NICENESS } from './thread-priority';

/** The nice value of each thread of this process (field 19 of /proc/self/task/<tid>/stat). */
function threadNiceness(): Map<number, number> {
  const niceness = new Map<number, number>();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; fields after its closing parenthesis split cleanly.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    niceness.set(Number(tid), Number(fields[16]));
  }
  return niceness;
}

describe('analysis threads', () => {
  let pool: AnalysisPool | undefined;
  afterAll(() => pool?.close());

  it('run at background priority, and the thread answering requests keeps its own', async () => {
    const before = threadNiceness();
    expect([...before.values()]).not.toContain(BACKGROUND_NICENESS);
    pool = createAnalysisPool(1);
    const outcome = await pool.run({
      bytes: new TextEncoder().encode('Plain text.'),
      fileName: 'a.txt',
      asOf: '2026-01-01',
    });
    expect(outcome.ok).toBe(true);
    const after = threadNiceness();
    expect([...after.values()]).toContain(BACKGROUND_NICENESS);
    expect(after.get(process.pid)).toBe(before.get(process.pid));
  });
});
