import { createHash } from 'node:crypto';
import type { AnalysisOutcome, AnalysisTask } from '../analysis/worker';
import type { Database } from '../db/database';
import { googleErrorOf } from '../google/google-errors';
import { storeItem, type ItemAnalysis, type NewItem, type Progress } from './search-repository';
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
  /** Each distinct document of this attempt (by SHA-256): settles true once stored with its analysis. */
  private readonly stored = new Map<string, Promise<boolean>>();

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
   * Fetches (through `fetchSlot`, which bounds Google calls), analyses and stores one document. Analysis runs outside
   * the slot, so slow documents never hold back Google calls; the worker pool bounds it instead. The document is
   * stored once, with its analysis, in one statement: a copy of it (the same bytes) found meanwhile waits for the
   * first to be stored and then only adds where it was found.
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
      const item: NewItem = {
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
      };
      const first = this.stored.get(item.sha256);
      if (first && (await first)) {
        await storeItem(deps.db, item);
        return;
      }
      const storing = this.analyseAndStore(document, item);
      this.stored.set(
        item.sha256,
        storing.then(
          () => true,
          () => false,
        ),
      );
      await storing;
    } catch (error) {
      if (deps.signal.aborted) throw error;
      this.markUnreadable(error, document.location.label);
    } finally {
      this.inFlight--;
      deps.progress.itemsAnalysed++;
    }
  }

  private async analyseAndStore(document: FoundDocument, item: NewItem): Promise<void> {
    const { deps } = this;
    const outcome = await deps.analyse({
      bytes: item.content,
      fileName: document.fileName,
      mimeType: document.mimeType,
      asOf: deps.asOf,
    });
    if (!outcome.ok) this.unreadable++;
    const analysed = storedAnalysis(outcome);
    await storeItem(deps.db, item, analysed);
    if (analysed.isContract) deps.progress.contractsFound++;
  }
}

/** What is stored of an analysis: its findings, the text and whether it is a contract; or why it failed. */
function storedAnalysis(outcome: AnalysisOutcome): ItemAnalysis {
  if (!outcome.ok) return { analysis: null, text: null, isContract: false, error: outcome.error };
  const { text, ...analysis } = outcome.result;
  return { analysis: { ...analysis }, text, isContract: analysis.looksLikeContract, error: null };
}
