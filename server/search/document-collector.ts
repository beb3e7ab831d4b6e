import { createHash } from 'node:crypto';
import type { AnalysisOutcome, AnalysisTask } from '../analysis/worker';
import type { Database } from '../db/database';
import { googleErrorOf } from '../google/google-errors';
import { addItem, saveAnalysis, type Progress } from './search-repository';
import type { FoundDocument } from './sources/found-document';

export interface CollectorDependencies {
  db: Database;
  searchId: string;
  ownerId: string;
  /** Today in the search's time zone: renewal dates are computed as of this day. */
  asOf: string;
  analyse(task: AnalysisTask): Promise<AnalysisOutcome>;
  signal: AbortSignal;
  progress: Progress;
  maxItems: number;
  maxItemBytes: number;
  log: { warn(object: object, message: string): void };
}

/**
 * Where every search source puts what it finds: counts each document against the cap, keeps each distinct document
 * once (by content; later copies add where they were found), analyses new ones and stores the result. A document
 * that cannot be fetched or read is counted, never fatal.
 */
export class DocumentCollector {
  unreadable = 0;
  capReached = false;
  /** Documents being stored or analysed right now (sources wait while there are many). */
  inFlight = 0;

  constructor(private readonly deps: CollectorDependencies) {}

  /** Counts a document in; false once the cap is reached. */
  admit(): boolean {
    const { progress } = this.deps;
    if (progress.itemsFound >= this.deps.maxItems) {
      this.capReached = true;
      return false;
    }
    progress.itemsFound++;
    return true;
  }

  /** An item that could not even be listed or opened (a mail, an archive entry). */
  markUnreadable(reason: unknown, where: string): void {
    this.unreadable++;
    this.deps.log.warn({ google: googleErrorOf(reason), where }, 'search item unreadable');
  }

  /**
   * Fetches (through `fetchSlot`, which bounds Google calls), stores and analyses one document. Analysis runs outside
   * the slot, so slow documents never hold back Google calls; the worker pool bounds it instead.
   */
  async collect(
    document: FoundDocument,
    fetchSlot: <T>(call: () => Promise<T>) => Promise<T> = (call) => call(),
  ): Promise<void> {
    const { deps } = this;
    this.inFlight++;
    try {
      deps.signal.throwIfAborted();
      const content = await fetchSlot(() => document.fetch());
      if (content.length === 0 || content.length > deps.maxItemBytes) {
        this.unreadable++;
        return;
      }
      const { id, inserted } = await addItem(deps.db, {
        searchId: deps.searchId,
        ownerId: deps.ownerId,
        sha256: createHash('sha256').update(content).digest('hex'),
        source: document.source,
        name: document.name,
        subject: document.subject,
        fileName: document.fileName,
        mimeType: document.mimeType,
        size: content.length,
        itemDate: document.date,
        location: document.location,
        content,
      });
      if (!inserted) return;
      const outcome = await deps.analyse({
        bytes: content,
        fileName: document.fileName,
        mimeType: document.mimeType,
        asOf: deps.asOf,
      });
      if (outcome.ok) {
        const { text, ...analysis } = outcome.result;
        const isContract = analysis.looksLikeContract;
        await saveAnalysis(deps.db, id, { analysis: { ...analysis }, text, isContract, error: null });
        if (isContract) deps.progress.contractsFound++;
      } else {
        this.unreadable++;
        await saveAnalysis(deps.db, id, { analysis: null, text: null, isContract: false, error: outcome.error });
      }
    } catch (error) {
      if (deps.signal.aborted) throw error;
      this.markUnreadable(error, document.location.label);
    } finally {
      this.inFlight--;
      deps.progress.itemsAnalysed++;
    }
  }
}
