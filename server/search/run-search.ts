import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import type { Database } from '../db/database';
import type { AnalysisOutcome, AnalysisTask } from '../analysis/worker';
import { googleErrorOf, isRevocation } from '../google/google-errors';
import { isTransient, withRetries, type RetryOptions } from '../google/retry';
import { SEARCH_MESSAGES } from './messages';
import type { SearchAccount } from './search-accounts';
import { SearchFailure } from './search-failure';
import type { SearchPlan } from './search-plan';
import { addItem, saveAnalysis, type Progress } from './search-repository';
import { driveDocuments } from './sources/drive-source';
import type { CallGoogle, FoundDocument } from './sources/found-document';
import { gmailMessageDocuments, gmailMessageIds } from './sources/gmail-source';

export interface RunDependencies {
  db: Database;
  searchId: string;
  ownerId: string;
  plan: SearchPlan;
  accounts: SearchAccount[];
  /** Today in the search's time zone: renewal dates are computed as of this day. */
  asOf: string;
  analyse(task: AnalysisTask): Promise<AnalysisOutcome>;
  signal: AbortSignal;
  /** Counters the runner writes to the database with each lease renewal. */
  progress: Progress;
  maxItems: number;
  maxItemBytes: number;
  fetchConcurrency: number;
  retry: RetryOptions;
  log: { warn(object: object, message: string): void };
}

export interface RunOutcome {
  notices: string[];
}

/**
 * Reads every matching mail and file of every account, keeps each distinct document once (with every place it was
 * found), analyses it and records the result. Google calls run a bounded number at a time with retries; a document
 * or an account that cannot be read is reported, not fatal. Throws SearchFailure when nothing could be searched.
 */
export async function runSearch(deps: RunDependencies): Promise<RunOutcome> {
  const { plan, progress, signal } = deps;
  const callGoogle: CallGoogle = (call) => {
    signal.throwIfAborted();
    return withRetries(call, { ...deps.retry, signal });
  };
  const limit = pLimit(deps.fetchConcurrency);
  const tasks: Promise<void>[] = [];
  /** Listing waits while enough work is queued, so a query matching 100,000 mails is not listed all at once. */
  const waitForRoom = async () => {
    while (limit.pendingCount >= deps.fetchConcurrency * 4) await sleep(5, undefined, { signal });
  };
  const skippedAccounts: string[] = [];
  let unreadable = 0;
  let capReached = false;

  /** Counts a document in; false once the cap is reached. */
  const admit = () => {
    if (progress.itemsFound >= deps.maxItems) {
      capReached = true;
      return false;
    }
    progress.itemsFound++;
    return true;
  };

  const readDocument = async (document: FoundDocument) => {
    try {
      signal.throwIfAborted();
      const content = await document.fetch();
      if (content.length === 0 || content.length > deps.maxItemBytes) {
        unreadable++;
        return;
      }
      const sha256 = createHash('sha256').update(content).digest('hex');
      const { id, inserted } = await addItem(deps.db, {
        searchId: deps.searchId,
        ownerId: deps.ownerId,
        sha256,
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
        if (isContract) progress.contractsFound++;
      } else {
        unreadable++;
        await saveAnalysis(deps.db, id, { analysis: null, text: null, isContract: false, error: outcome.error });
      }
    } catch (error) {
      if (signal.aborted) throw error;
      unreadable++;
      deps.log.warn({ google: googleErrorOf(error), location: document.location.label }, 'search item unreadable');
    } finally {
      progress.itemsAnalysed++;
    }
  };

  const searchMail = async (account: SearchAccount) => {
    for await (const messageId of gmailMessageIds(account.auth, plan.gmailQuery, callGoogle)) {
      if (capReached) break;
      await waitForRoom();
      tasks.push(
        limit(async () => {
          if (capReached) return;
          let documents: FoundDocument[];
          try {
            documents = await gmailMessageDocuments(
              account.auth,
              account.email,
              messageId,
              { excludeDrafts: plan.excludeDrafts },
              callGoogle,
            );
          } catch (error) {
            if (signal.aborted) throw error;
            unreadable++;
            deps.log.warn({ google: googleErrorOf(error) }, 'mail unreadable');
            return;
          }
          const admitted = documents.filter(admit);
          await Promise.all(admitted.map(readDocument));
        }),
      );
    }
  };

  const searchDrive = async (account: SearchAccount) => {
    for await (const document of driveDocuments(account.auth, account.email, plan.driveQuery, callGoogle)) {
      if (!admit()) break;
      await waitForRoom();
      tasks.push(limit(() => readDocument(document)));
    }
  };

  let searchedAccounts = 0;
  let lastFailure: unknown;
  for (const account of deps.accounts) {
    if (capReached) break;
    try {
      if (plan.mail) await searchMail(account);
      if (plan.drive) await searchDrive(account);
      searchedAccounts++;
    } catch (error) {
      if (signal.aborted) throw error;
      lastFailure = error;
      skippedAccounts.push(account.email);
      deps.log.warn({ google: googleErrorOf(error), account: account.email }, 'account could not be searched');
    }
  }
  // Documents already being read finish even when listing stopped early.
  const settled = await Promise.allSettled(tasks);
  signal.throwIfAborted();
  const crashed = settled.find((result) => result.status === 'rejected');
  if (crashed) throw (crashed as PromiseRejectedResult).reason;

  if (searchedAccounts === 0 && deps.accounts.length > 0) throw failureFrom(lastFailure);
  if (deps.accounts.length === 0) throw new SearchFailure(SEARCH_MESSAGES.noAccounts);
  const notices: string[] = [];
  if (capReached) notices.push(SEARCH_MESSAGES.capReached(deps.maxItems));
  if (unreadable > 0) notices.push(SEARCH_MESSAGES.unreadable(unreadable));
  if (skippedAccounts.length > 0) notices.push(SEARCH_MESSAGES.accountsSkipped(skippedAccounts));
  return { notices };
}

/** The words for a search no account could run. */
function failureFrom(error: unknown): SearchFailure {
  if (isTransient(error)) return new SearchFailure(SEARCH_MESSAGES.googleUnavailable, { cause: error });
  if (isRevocation(error)) return new SearchFailure(SEARCH_MESSAGES.notConnected, { cause: error });
  const { description, code } = googleErrorOf(error);
  return new SearchFailure(SEARCH_MESSAGES.permissionDenied(description || code), { cause: error });
}
