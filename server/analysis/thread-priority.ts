import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Analysis threads take what CPU the threads answering requests leave (the lowest priority there is). */
export const BACKGROUND_NICENESS = 19;

/**
 * Lowers the CPU priority of the calling thread only. Linux schedules each thread as a task of its own with its own
 * nice value, so the task id from /proc/thread-self reaches just this thread, not the rest of the process.
 * Elsewhere (no /proc) the thread keeps its priority; answers whether it was lowered.
 */
export function lowerThisThreadsPriority(niceness: number): boolean {
  try {
    const taskId = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
    if (!Number.isInteger(taskId) || taskId <= 0) return false;
    os.setPriority(taskId, niceness);
    return true;
  } catch {
    return false;
  }
}
