import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalysisOutcome, AnalysisTask } from '../analysis/worker';
import type { Database } from '../db/database';
import type { SearchRow } from '../db/schema';
import { recordRevocation, type GoogleDependencies } from '../google/google-connection';
import { DEFAULT_RETRY, googleCaller, type RetryOptions } from '../google/retry';
import { SEARCH_MESSAGES } from './messages';
import { runSearch } from './run-search';
import { searchAccounts, searchConnection } from './search-accounts';
import { runVaultSearch } from './vault/run-vault-search';
import { vaultClientFor } from './vault/vault-access';
import type { VaultClient } from './vault/vault-client';
import { SearchFailure } from './search-failure';
import { CriteriaError, planSearch } from './search-plan';
import {
  claimNextSearch,
  deleteExpiredSearches,
  finishSearch,
  releaseSearch,
  renewLease,
  resetSearch,
  type Progress,
} from './search-repository';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface SearchRunnerOptions {
  /** Searches this instance runs at once. */
  concurrency: number;
  pollIntervalMs: number;
  /** How long a claim lasts without renewal: a crashed instance's search is taken over after this. */
  leaseMs: number;
  /** Attempts (claims) before a search that keeps being interrupted ends FAILED. */
  maxAttempts: number;
  maxDurationMs: number;
  maxItems: number;
  maxItemBytes: number;
  fetchConcurrency: number;
  retentionMs: number;
  retry: RetryOptions;
  /** How often a Vault export's state is read. */
  vaultPollMs: number;
  keepVaultMatters: boolean;
  /** How often progress is written (with the lease renewal): the wizard polls every 5 s. */
  progressIntervalMs: number;
}

export const DEFAULT_RUNNER_OPTIONS: SearchRunnerOptions = {
  concurrency: 2,
  pollIntervalMs: 1000,
  leaseMs: 30_000,
  maxAttempts: 3,
  maxDurationMs: 30 * 60_000,
  maxItems: 500,
  maxItemBytes: 20 * 1024 * 1024,
  fetchConcurrency: 8,
  retentionMs: 24 * 60 * 60_000,
  retry: DEFAULT_RETRY,
  vaultPollMs: 10_000,
  keepVaultMatters: false,
  progressIntervalMs: 1000,
};

export interface RunnerDependencies extends GoogleDependencies {
  db: Database;
  analyse(task: AnalysisTask): Promise<AnalysisOutcome>;
  log: FastifyBaseLogger;
}

/**
 * Runs searches stored in the database. Every instance runs one; each claims searches through a lease it renews
 * while working, so any instance can take any search, and one that dies mid-search loses it to another (or to
 * itself, restarted) when the lease runs out. Interrupted attempts start over; too many end the search FAILED.
 */
export class SearchRunner {
  readonly workerId = `worker-${randomUUID()}`;
  private readonly running = new Map<string, AbortController>();
  private stopped = true;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private lastSweep = 0;
  /** Claims made so far: each claim holds its search under a lease of its own (`${workerId}/${n}`). */
  private claims = 0;

  constructor(
    private readonly deps: RunnerDependencies,
    private readonly options: SearchRunnerOptions,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.pollLoop();
  }

  /** Looks for work now (a search was just created). */
  kick(): void {
    this.wake?.();
  }

  /** Stops claiming, interrupts running searches and hands them back so another instance takes them at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    for (const controller of this.running.values()) controller.abort(new Error('server stopping'));
    await this.loop;
    while (this.running.size > 0) await sleep(20);
  }

  private async pollLoop(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.sweep();
        while (!this.stopped && this.running.size < this.options.concurrency) {
          // A lease per claim, not per instance: should this instance claim a search again while an earlier
          // attempt of it still runs here (its lease ran out), the earlier one loses the lease and stops.
          const lease = `${this.workerId}/${++this.claims}`;
          const search = await claimNextSearch(this.deps.db, lease, this.options.leaseMs);
          if (!search) break;
          void this.execute(search);
        }
      } catch (error) {
        this.deps.log.warn({ err: error }, 'search queue unavailable');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollIntervalMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < 10 * 60_000) return;
    this.lastSweep = Date.now();
    const removed = await deleteExpiredSearches(this.deps.db, new Date(Date.now() - this.options.retentionMs));
    if (removed > 0) this.deps.log.info({ removed }, 'expired searches removed');
  }

  private async execute(search: SearchRow): Promise<void> {
    const controller = new AbortController();
    const lease = search.leaseOwner!;
    this.running.set(lease, controller);
    const progress: Progress = { itemsFound: 0, itemsAnalysed: 0, contractsFound: 0 };
    const log = this.deps.log.child({ searchId: search.id, attempt: search.attempts });
    const deadline = setTimeout(
      () => controller.abort(new SearchFailure(SEARCH_MESSAGES.tooSlow)),
      Math.max(0, search.createdAt.getTime() + this.options.maxDurationMs - Date.now()),
    );
    // Renewing the lease also writes progress; losing the lease stops this attempt (another instance has it).
    const heartbeat = setInterval(
      () => {
        renewLease(this.deps.db, search.id, lease, this.options.leaseMs, progress)
          .then((held) => {
            if (!held) controller.abort(new Error('lease lost'));
          })
          .catch((error: unknown) => log.warn({ err: error }, 'lease renewal failed'));
      },
      Math.max(10, Math.min(this.options.progressIntervalMs, Math.floor(this.options.leaseMs / 3))),
    );

    let vault: VaultClient | undefined;
    try {
      const plan = planSearch(search.criteria);
      // Its Google calls start nothing once this attempt stops, and its clients abandon the ones in flight.
      const { signal } = controller;
      const callGoogle = googleCaller(this.options.retry, signal);
      if (search.attempts > this.options.maxAttempts) {
        // Over for good: the Vault matter made for it goes as well (a failure to remove it is only logged).
        if (plan.vault) await this.removeMatter(search, log);
        await finishSearch(this.deps.db, search.id, lease, {
          status: 'FAILED',
          error: SEARCH_MESSAGES.interrupted,
        });
        return;
      }
      if (search.attempts > 1) await resetSearch(this.deps.db, search.id, lease);
      const collecting = {
        db: this.deps.db,
        searchId: search.id,
        ownerId: search.ownerId,
        asOf: dayjs().tz(plan.zone).format('YYYY-MM-DD'),
        analyse: this.deps.analyse,
        signal: controller.signal,
        progress,
        maxItems: this.options.maxItems,
        maxItemBytes: this.options.maxItemBytes,
        log,
      };
      let notices: string[];
      if (plan.vault) {
        vault = await vaultClientFor(this.deps, search.ownerId, callGoogle, signal);
        ({ notices } = await runVaultSearch({
          ...collecting,
          plan,
          vault,
          matterId: search.matterId,
          pollIntervalMs: this.options.vaultPollMs,
          concurrency: this.options.fetchConcurrency,
        }));
      } else {
        const connection = await searchConnection(this.deps, search.ownerId);
        const accounts = await searchAccounts(connection, plan, callGoogle, signal);
        ({ notices } = await runSearch({
          ...collecting,
          plan,
          accounts,
          fetchConcurrency: this.options.fetchConcurrency,
          retry: this.options.retry,
        }));
      }
      if (vault) await this.removeMatter(search, log);
      await finishSearch(this.deps.db, search.id, lease, {
        status: 'COMPLETED',
        notice: notices.join(' ') || null,
        progress,
      });
      log.info(progress, 'search completed');
    } catch (error) {
      // The matter goes once the search is over for good (not when it was only interrupted: a retry needs it).
      const over = !controller.signal.aborted || controller.signal.reason instanceof SearchFailure;
      if (vault && over && (await this.stillHeld(search, progress))) await this.removeMatter(search, log);
      await this.fail(search, controller, error, progress, log);
    } finally {
      clearTimeout(deadline);
      clearInterval(heartbeat);
      this.running.delete(lease);
    }
  }

  /**
   * Closes and deletes a search's Vault matter, unless configured to keep them; a failure is only logged. Through a
   * client of its own: the attempt's clients abandon their requests once it is aborted (a search out of time).
   */
  private async removeMatter(search: SearchRow, log: FastifyBaseLogger): Promise<void> {
    if (this.options.keepVaultMatters) return;
    await vaultClientFor(this.deps, search.ownerId, googleCaller(this.options.retry))
      .then((vault) => vault.removeMatter(search.matterId))
      .catch((error: unknown) => log.warn({ err: error }, 'Vault matter not removed'));
  }

  /** Whether this attempt still holds its search's lease (renewing it), so that what it does now is its to do. */
  private stillHeld(search: SearchRow, progress: Progress): Promise<boolean> {
    return renewLease(this.deps.db, search.id, search.leaseOwner!, this.options.leaseMs, progress).catch(() => false);
  }

  private async fail(
    search: SearchRow,
    controller: AbortController,
    error: unknown,
    progress: Progress,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
    try {
      if (reason instanceof SearchFailure || reason instanceof CriteriaError) {
        // Google stopped accepting the credentials: the connection says so from now on, as a status check would.
        await recordRevocation(this.deps.db, search.ownerId, reason.cause);
        await finishSearch(this.deps.db, search.id, search.leaseOwner!, {
          status: 'FAILED',
          error: reason.message,
          progress,
        });
        log.info({ reason: reason.message }, 'search failed');
      } else if (controller.signal.aborted) {
        // Stopping or lease lost: the search is someone else's now, or will be after release.
        await releaseSearch(this.deps.db, search.id, search.leaseOwner!);
      } else {
        log.error({ err: error }, 'search crashed');
        await finishSearch(this.deps.db, search.id, search.leaseOwner!, {
          status: 'FAILED',
          error: SEARCH_MESSAGES.unexpected,
          progress,
        });
      }
    } catch (writeError) {
      // The database is gone too: the lease runs out and the search is retried.
      log.warn({ err: writeError }, 'could not record the end of a search');
    }
  }
}
