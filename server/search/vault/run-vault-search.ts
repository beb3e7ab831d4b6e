import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { googleErrorOf } from '../../google/google-errors';
import { isTransient } from '../../google/retry';
import { DocumentCollector, type CollectorDependencies } from '../document-collector';
import { SEARCH_MESSAGES } from '../messages';
import { searchNotices, type RunOutcome } from '../run-search';
import { SearchFailure } from '../search-failure';
import type { SearchPlan, VaultCorpus } from '../search-plan';
import type { FoundDocument } from '../sources/found-document';
import { readExportArchive, type ArchiveDocument } from './export-archive';
import type { VaultClient, VaultExport } from './vault-client';
import { vaultExportOptions, vaultQuery } from './vault-query';

export interface VaultRunDependencies extends CollectorDependencies {
  plan: SearchPlan;
  vault: VaultClient;
  matterId: string;
  pollIntervalMs: number;
  /** Documents analysed at once while unpacking. */
  concurrency: number;
}

const CORPUS_LABEL: Record<VaultCorpus, string> = {
  MAIL: 'Mail',
  DRIVE: 'Drive',
  GROUPS: 'Groups',
  HANGOUTS_CHAT: 'Chat',
};

/** Follows an export until Vault finishes it; progress shows how many items Vault has exported so far. */
async function awaitExport(deps: VaultRunDependencies, created: VaultExport, counted: { exported: number }) {
  let current = created;
  while (current.status !== 'COMPLETED') {
    if (current.status === 'FAILED') throw new SearchFailure(SEARCH_MESSAGES.vaultExportFailed);
    await sleep(deps.pollIntervalMs, undefined, { signal: deps.signal });
    current = await deps.vault.getExport(deps.matterId, current.id);
    const exported = Number(current.stats?.exportedArtifactCount ?? 0);
    deps.progress.itemsFound = Math.max(deps.progress.itemsFound, counted.exported + exported);
  }
  counted.exported += Number(current.stats?.exportedArtifactCount ?? 0);
  return current;
}

function toFoundDocument(document: ArchiveDocument, corpus: VaultCorpus): FoundDocument {
  const label = `Vault ${CORPUS_LABEL[corpus]}: ${document.subject ?? document.name}`;
  return {
    source: corpus === 'DRIVE' ? 'drive' : 'gmail',
    name: document.name,
    subject: document.subject,
    fileName: document.fileName,
    mimeType: document.mimeType,
    date: document.date,
    location: { source: corpus === 'DRIVE' ? 'drive' : 'gmail', account: 'vault', label },
    fetch: async () => document.content,
  };
}

/**
 * A search through Google Vault: one export per corpus in the search's matter, followed to completion, each file
 * streamed from Cloud Storage to a temporary directory and read item by item into the same collector as direct
 * searches. The temporary files are removed whatever happens.
 */
export async function runVaultSearch(deps: VaultRunDependencies): Promise<RunOutcome> {
  try {
    return await exportAndRead(deps);
  } catch (error) {
    if (deps.signal.aborted || error instanceof SearchFailure) throw error;
    throw vaultFailure(error);
  }
}

/** Google's reason for a failed Vault call, in words a user understands. */
export function vaultFailure(error: unknown): SearchFailure {
  if (isTransient(error)) return new SearchFailure(SEARCH_MESSAGES.vaultUnavailable, { cause: error });
  const { description, code } = googleErrorOf(error);
  return new SearchFailure(SEARCH_MESSAGES.vaultRefused(description || code), { cause: error });
}

async function exportAndRead(deps: VaultRunDependencies): Promise<RunOutcome> {
  const collector = new DocumentCollector(deps);
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'renewal-tracker-vault-'));
  const counted = { exported: 0 };
  // Discovery restarts from zero: Vault's counts and the unpacking's below both feed itemsFound.
  deps.progress.itemsFound = 0;
  try {
    const exports: { corpus: VaultCorpus; export: VaultExport }[] = [];
    for (const corpus of deps.plan.corpora) {
      const name = `${deps.plan.description} - ${CORPUS_LABEL[corpus]} - ${deps.searchId}`.slice(0, 200);
      const created = await deps.vault.createExport(
        deps.matterId,
        name,
        vaultQuery(deps.plan, corpus),
        vaultExportOptions(corpus),
      );
      exports.push({ corpus, export: created });
    }
    const completed = [];
    for (const { corpus, export: created } of exports) {
      completed.push({ corpus, export: await awaitExport(deps, created, counted) });
    }
    deps.progress.itemsFound = 0;

    const limit = pLimit(deps.concurrency);
    for (const { corpus, export: done } of completed) {
      for (const [index, file] of (done.cloudStorageSink?.files ?? []).entries()) {
        if (collector.capReached) break;
        const local = path.join(directory, `${corpus}-${index}.zip`);
        await deps.vault.download(file.bucketName, file.objectName, local);
        const pending: Promise<void>[] = [];
        for await (const item of readExportArchive(local, { maxItemBytes: deps.maxItemBytes })) {
          deps.signal.throwIfAborted();
          if ('problem' in item) {
            collector.markUnreadable(new Error(item.problem), item.where);
            continue;
          }
          if (!collector.admit()) break;
          pending.push(limit(() => collector.collect(toFoundDocument(item, corpus))));
          // Unpacking waits for analysis, so a large export is never held in memory at once.
          while (limit.pendingCount >= deps.concurrency * 2) await sleep(5, undefined, { signal: deps.signal });
        }
        await Promise.all(pending);
        await fs.rm(local, { force: true });
      }
    }
    return { notices: searchNotices(collector, deps.maxItems) };
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}
