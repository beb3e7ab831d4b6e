import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { googleErrorOf, isRevocation } from '../google/google-errors';
import { googleCaller, isTransient, type RetryOptions } from '../google/retry';
import { SEARCH_MESSAGES } from './messages';
import type { SearchAccount } from './search-accounts';
import { SearchFailure } from './search-failure';
import type { SearchPlan } from './search-plan';
import { DocumentCollector, type CollectorDependencies } from './document-collector';
import { driveDocuments } from './sources/drive-source';
import type { CallGoogle } from '../google/retry';
import type { FoundDocument } from './sources/found-document';
import { gmailMessageDocuments, gmailMessageIds } from './sources/gmail-source';

export interface RunDependencies extends CollectorDependencies {
  plan: SearchPlan;
  accounts: SearchAccount[];
  fetchConcurrency: number;
  retry: RetryOptions;
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
  const { plan, signal } = deps;
  const callGoogle: CallGoogle = googleCaller(deps.retry, signal);
  /** Google calls in flight at most (the documented concurrency limit); analysis is bounded by the worker pool. */
  const limit = pLimit(deps.fetchConcurrency);
  const tasks: Promise<void>[] = [];
  const skippedAccounts: string[] = [];
  const collector = new DocumentCollector(deps);
  const maxInFlight = deps.fetchConcurrency * 4;
  /** Listing waits while enough work is queued, so a query matching 100,000 mails is not listed all at once. */
  const waitForRoom = async () => {
    while (limit.pendingCount >= maxInFlight || collector.inFlight >= maxInFlight) {
      await sleep(5, undefined, { signal });
    }
  };

  const searchMail = async (account: SearchAccount) => {
    for await (const messageId of gmailMessageIds(account.auth, plan.gmailQuery, callGoogle)) {
      if (collector.capReached) break;
      await waitForRoom();
      tasks.push(
        (async () => {
          if (collector.capReached) return;
          let documents: FoundDocument[];
          try {
            documents = await limit(() =>
              gmailMessageDocuments(
                account.auth,
                account.email,
                messageId,
                { excludeDrafts: plan.excludeDrafts },
                callGoogle,
              ),
            );
          } catch (error) {
            if (signal.aborted) throw error;
            collector.markUnreadable(error, `mail ${messageId} of ${account.email}`);
            return;
          }
          const admitted = documents.filter(() => collector.admit());
          await Promise.all(admitted.map((document) => collector.collect(document, limit)));
        })(),
      );
    }
  };

  const searchDrive = async (account: SearchAccount) => {
    for await (const document of driveDocuments(account.auth, account.email, plan.driveQuery, callGoogle)) {
      if (!collector.admit()) break;
      await waitForRoom();
      tasks.push(collector.collect(document, limit));
    }
  };

  let searchedAccounts = 0;
  let lastFailure: unknown;
  for (const account of deps.accounts) {
    if (collector.capReached) break;
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
  return { notices: searchNotices(collector, deps.maxItems, skippedAccounts) };
}

/** What the user is told about a completed search: the cap, unreadable items, accounts left out. */
export function searchNotices(
  collector: DocumentCollector,
  maxItems: number,
  skippedAccounts: string[] = [],
): string[] {
  const notices: string[] = [];
  if (collector.capReached) notices.push(SEARCH_MESSAGES.capReached(maxItems));
  if (collector.unreadable > 0) notices.push(SEARCH_MESSAGES.unreadable(collector.unreadable));
  if (skippedAccounts.length > 0) notices.push(SEARCH_MESSAGES.accountsSkipped(skippedAccounts));
  return notices;
}

/** The words for a search no account could run. */
function failureFrom(error: unknown): SearchFailure {
  if (isTransient(error)) return new SearchFailure(SEARCH_MESSAGES.googleUnavailable, { cause: error });
  if (isRevocation(error)) return new SearchFailure(SEARCH_MESSAGES.notConnected, { cause: error });
  const { description, code } = googleErrorOf(error);
  return new SearchFailure(SEARCH_MESSAGES.permissionDenied(description || code), { cause: error });
}
