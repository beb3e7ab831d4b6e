import fs from 'node:fs/promises';
import { isMainThread } from 'node:worker_threads';
import { analyzeDocument, type DocumentAnalysis } from './analyze-document';
import { ExtractionError } from './extract/limits';
import { BACKGROUND_NICENESS, lowerThisThreadsPriority } from './thread-priority';

// In a pool, analysis is background work: when cores are short, the threads answering requests go first. (The CLI's
// single-file mode runs this module on its main thread, which keeps its priority.)
if (!isMainThread) lowerThisThreadsPriority(BACKGROUND_NICENESS);

export interface AnalysisTask {
  /** A file to read, or the bytes themselves. */
  path?: string;
  bytes?: Uint8Array;
  fileName?: string;
  mimeType?: string;
  asOf: string;
  /** Leave the text out of the answer (it can be large and the caller may not need it). */
  withoutText?: boolean;
}

export type AnalysisOutcome = { ok: true; result: DocumentAnalysis } | { ok: false; error: string };

/** One analysis, run in a worker thread so many documents use every core and a bad one cannot block the rest. */
export default async function analyzeTask(task: AnalysisTask): Promise<AnalysisOutcome> {
  try {
    const bytes = task.bytes ?? (await fs.readFile(task.path!));
    const result = await analyzeDocument(
      { bytes, fileName: task.fileName ?? task.path, mimeType: task.mimeType },
      task.asOf,
    );
    return { ok: true, result: task.withoutText ? { ...result, text: '' } : result };
  } catch (error) {
    const message = error instanceof ExtractionError ? error.message : `Analysis failed: ${(error as Error).message}`;
    return { ok: false, error: message };
  }
}
