import fs from 'node:fs/promises';
import { analyzeDocument, type DocumentAnalysis } from './analyze-document';
import { ExtractionError } from './extract/limits';

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
